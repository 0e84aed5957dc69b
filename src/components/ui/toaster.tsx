import { createPortal } from 'react-dom';
import { Toast, Toaster as ArkToaster, createToaster, type CreateToasterReturn } from '@ark-ui/react/toast';
import { css } from 'styled-system/css';
import { TOAST_LIMIT } from '../../../domain/constants';
import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './toaster-copy.ar';
import { useToastOutlet, wantToaster } from './toaster-slot';

/**
 * How long a toast stays on screen. SPEC §9's TOAST_REMOVE_DELAY_MS (1,000,000 ms) was the original's clean-up of
 * an already dismissed toast from memory, never seen by anyone; a toast that never leaves would cover the page.
 * So a toast closes on its own after a readable 5 s (paused while hovered or focused, and while the tab is hidden),
 * and sooner with its close button or Escape.
 */
export const TOAST_DURATION_MS = 5_000;
/** A toast with an action (the delete's Undo) stays longer: time to read it and reach the button. */
export const ACTION_TOAST_DURATION_MS = 10_000;
/** Time a dismissed toast is kept for its exit transition. */
const EXIT_MS = 400;

/** The app's one toaster (SPEC §8): bottom-end, TOAST_LIMIT (one) toast at a time. */
export const toaster: CreateToasterReturn = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  removeDelay: EXIT_MS,
  pauseOnPageIdle: true,
});

/** Shows a toast in place of the one on screen (one at a time, newest wins, as SPEC §9's toast limit means). */
export function notify(toast: {
  title: string;
  description?: string;
  type: 'success' | 'error' | 'info';
  /** A button in the toast; pressing it runs onClick and closes the toast. */
  action?: { label: string; onClick: () => void };
}) {
  toaster.dismiss();
  return toaster.create(toast.action ? { ...toast, duration: ACTION_TOAST_DURATION_MS } : toast);
}

const toasterText = catalogue<typeof words>({ en: () => import('./toaster-copy'), ar: () => import('./toaster-copy.ar') });

/**
 * The toasts' region (a polite live region; each toast a status); the app mounts it through ./toaster-slot.tsx once
 * this module is loaded. It lives directly in <body>, where a modal's aria-hidden never reaches it (Zag's helper
 * leaves live regions there alone), at the bottom end of the screen. While a modal dialog is open it moves into the
 * dialog, at the top of its content, in space of its own: announced, inside the focus trap, covering no control.
 */
export function Toaster() {
  const outlet = useToastOutlet();
  const text = useCopy(toasterText).TOASTER_TEXT;
  const region = (
    <ArkToaster key={outlet ? 'dialog' : 'page'} toaster={toaster} className={group} aria-label={text.region}>
      {(toast) => (
        <Toast.Root key={toast.id} className={root}>
          <span aria-hidden="true" className={mark} />
          <div className={css({ minW: 0, flex: 1 })}>
            <Toast.Title className={css({ fontWeight: '600', color: 'text' })}>{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className={css({ mt: '1', color: 'muted', fontSize: 'sm', lineHeight: '1.5' })}>
                {toast.description}
              </Toast.Description>
            ) : null}
            {toast.action ? <Toast.ActionTrigger className={action}>{toast.action.label}</Toast.ActionTrigger> : null}
          </div>
          <Toast.CloseTrigger className={close} aria-label={text.close}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
  return createPortal(region, outlet ?? document.body);
}

// A page that raises toasts has loaded this module: the app mounts the region now, before any toast.
wantToaster();

// In a dialog's outlet the region is part of the dialog's layout: as high as its toast (Zag measures it), not fixed.
const group = css({
  // Zag (1.43) places a right-to-left group at the bottom 'left' and then anchors it with inset-inline-start, which
  // is the right again. On the page the region belongs at the inline end: the left in Arabic.
  '[dir=rtl] body > &': {
    insetInlineStart: 'auto !important',
    insetInlineEnd: 'calc(env(safe-area-inset-left, 0px) + var(--viewport-offset-left)) !important',
    alignItems: 'flex-end !important',
  },
  // Public pages (issue 23): never over the floating WhatsApp and phone buttons (src/features/shell/floating-actions.tsx).
  // On a phone their dock is a row 12 px up and 58 px tall: the toast sits 12 px above it. From 768 px they are a
  // column 48 px wide, at most 24 px in from the end: the toast sits beside them, 16 px or more away, level with
  // their foot.
  'body:has([data-contact-dock]) > &': {
    bottom: { base: 'calc(env(safe-area-inset-bottom, 0px) + 82px) !important', md: '24px !important' },
    insetInlineEnd: { md: 'calc(env(safe-area-inset-right, 0px) + 88px) !important' },
  },
  '[dir=rtl] body:has([data-contact-dock]) > &': {
    insetInlineEnd: { md: 'calc(env(safe-area-inset-left, 0px) + 88px) !important' },
  },
  '[data-toast-outlet] > &': {
    position: 'relative !important',
    inset: 'auto !important',
    zIndex: 'auto !important',
    h: 'var(--first-height)',
  },
});

const root = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  w: 'min(26rem, calc(100vw - 2rem))',
  p: '4',
  layerStyle: 'raisedCard',
  boxShadow: 'popover',
  // Position, stacking and motion come from Zag's CSS variables.
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 0.4s, scale 0.4s, opacity 0.4s, height 0.4s',
  transitionTimingFunction: 'luxe',
  _closed: { transition: 'translate 0.4s, scale 0.4s, opacity 0.2s' },
  _reducedMotion: { transition: 'none', _closed: { transition: 'none' } },
  // In a dialog: the width of the dialog's content, fading in and out in its own place (no slide over the header).
  '[data-toast-outlet] &': { w: 'auto', insetX: '0', translate: 'none', scale: 'none' },
});

const mark = css({
  flexShrink: 0,
  w: '2',
  h: '2',
  mt: '2',
  borderRadius: 'pill',
  bg: 'gold.400',
  '[data-type=success] &': { bg: 'status.green' },
  '[data-type=error] &': { bg: 'status.red' },
});

const close = css({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  w: '8',
  h: '8',
  mt: '-1',
  me: '-1',
  borderRadius: 'pill',
  color: 'muted',
  cursor: 'pointer',
  _hover: { color: 'text', bg: 'glass.medium' },
});

const action = css({
  mt: '3',
  px: '4',
  minH: '9',
  borderRadius: 'pill',
  borderWidth: '1px',
  borderColor: 'gold.400',
  color: 'gold.300',
  fontSize: 'sm',
  fontWeight: '600',
  letterSpacing: '0.04em',
  cursor: 'pointer',
  _hover: { bg: 'gold.400', color: 'ink.950' },
  _focusVisible: { outline: '2px solid', outlineColor: 'gold.300', outlineOffset: '2px' },
});
