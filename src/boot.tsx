import { StrictMode, startTransition } from 'react';
import { splitLocale } from '../domain/locale';

/** Lets the browser handle input and paint between two pieces of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in #root: hydrates the page the server sent rendered, or renders into the empty shell. React DOM and
 * the app are evaluated in separate tasks, so neither start-up step holds the main thread for long on a slow phone.
 */
export async function boot() {
  // Mock mode (npm run dev, build:demo): the in-browser mock backend must answer before the first call.
  // The production build replaces the flag with false and drops this import with msw and faker.
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const appModules = Promise.all([import('./app/app'), import('./actors/page-data-context'), import('./i18n/catalogue')]);
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ App }, { readPageData }, { loadLanguage }] = await appModules;
  // The words of the page's language (their chunks started loading with the code that speaks them).
  await loadLanguage(splitLocale(location.pathname).locale);
  await nextTask();
  const app = (
    <StrictMode>
      <App pageData={readPageData(document)} />
    </StrictMode>
  );
  // The product server sends public pages already rendered (src/entry-server.tsx). Hydrating in a transition lets
  // React yield to the browser between pieces of the page instead of holding the main thread in one long task.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
