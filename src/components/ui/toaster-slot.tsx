import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Where the app's one toaster mounts. Only the contact form and the portal raise toasts; their modules import the
 * toaster (./toaster.tsx), which asks for its region here as it loads, so no other page fetches its code (8 kB, and
 * Zag's 12 kB runtime on the pages that use no other Ark piece). Once asked for, it stays for the rest of the visit.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

/** Mount once, at the root of the app: renders the toaster once a page that raises toasts has loaded it. */
export function ToasterSlot() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
