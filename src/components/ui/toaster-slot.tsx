import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words';

const Toaster = lazyWithWords(() => import('./toaster').then((m) => ({ default: m.Toaster })));

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

// --- where toasts show while a modal dialog is open ------------------------------------------------------------------

/**
 * The open dialogs' toast outlets, innermost last. A modal dialog hides everything outside it from assistive technology
 * (Zag sets aria-hidden on the rest of the page) and covers it; a toast raised while one is open shows inside the
 * innermost dialog instead, in a space of its own, so it is announced and covers none of the dialog's controls.
 */
let outlets: readonly HTMLElement[] = [];
const outletListeners = new Set<() => void>();

function setOutlets(next: readonly HTMLElement[]) {
  outlets = next;
  for (const listener of outletListeners) listener();
}

/** A ref callback for a dialog's toast outlet (./dialog.tsx): registered while mounted. */
export function toastOutletRef(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  setOutlets([...outlets, element]);
  return () => setOutlets(outlets.filter((outlet) => outlet !== element));
}

/** The outlet of the innermost open dialog, or null when no dialog is open (./toaster.tsx). */
export function useToastOutlet(): HTMLElement | null {
  return useSyncExternalStore(
    (onChange) => {
      outletListeners.add(onChange);
      return () => void outletListeners.delete(onChange);
    },
    () => outlets.at(-1) ?? null,
    () => null,
  );
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
