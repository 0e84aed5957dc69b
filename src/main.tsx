import './theme/fonts.css';
import './index.css';

// The entry is this small on purpose: the browser paints the page it was sent (rendered by the server, or the shell)
// before the app's modules are fetched and run, so no script stands between a visitor and the first paint.
// A tab opened in the background paints nothing (and runs no animation frame): it starts at once.
await new Promise<void>((painted) => {
  if (document.visibilityState === 'hidden') painted();
  else requestAnimationFrame(() => setTimeout(painted, 0));
});
const { boot } = await import('./boot');
await boot();
