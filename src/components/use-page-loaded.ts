import { useSyncExternalStore } from 'react';

const loaded = () => document.readyState === 'complete';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * True once the window's load event has passed (false on the server and while hydrating): what is not the page's
 * content (the hero film) starts after the page's own images and scripts instead of competing
 * with them.
 */
export const usePageLoaded = () => useSyncExternalStore(subscribe, loaded, () => false);
