import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

async function boot() {
  // Mock mode (npm start, build:demo): the in-browser mock backend must answer before the first call.
  // The real-API build replaces the flag with false and drops this import with msw and faker.
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The product server sends the pages whose words are all in the build already rendered (src/entry-server.tsx).
  if (root.firstElementChild) {
    // Let the browser paint the page it was sent before the work of hydrating it starts.
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}

void boot();
