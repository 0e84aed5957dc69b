import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The page's origin ('https://…'), for addresses written out in full (a WhatsApp message). '' on the server and
 * while hydrating, so the browser's first render matches the server's; the real origin follows at once.
 */
export const usePageOrigin = () => useSyncExternalStore(never, () => window.location.origin, () => '');
