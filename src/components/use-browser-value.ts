import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows, fixed for the page's life: `serverValue` on the server and while hydrating, so the
 * browser's first render matches the server's HTML, and the browser's own value right after.
 */
export const useBrowserValue = <T>(read: () => T, serverValue: T): T => useSyncExternalStore(unchanging, read, () => serverValue);

const origin = () => window.location.origin;

/** The page's origin ('https://…'), for addresses written out in full (a WhatsApp message); '' on the server. */
export const usePageOrigin = () => useBrowserValue(origin, '');
