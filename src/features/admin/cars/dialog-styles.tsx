import { css } from 'styled-system/css';

/** Shared pieces of the fleet dialogs (car dialog, delete and discard confirmations). */
export const backdrop = css({
  position: 'fixed',
  inset: '0',
  zIndex: 50,
  bg: 'rgba(0,0,0,0.68)',
  backdropFilter: 'blur(4px)',
  transition: 'opacity 0.35s',
  _starting: { opacity: 0 },
  _reducedMotion: { transition: 'none' },
});

export const positioner = css({
  position: 'fixed',
  inset: '0',
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: { base: '0', md: '8' },
});

/** A confirmation sits above the car dialog. */
export const alertPositioner = css({
  position: 'fixed',
  inset: '0',
  zIndex: 70,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: '5',
});

export const alertBackdrop = css({ position: 'fixed', inset: '0', zIndex: 70, bg: 'rgba(0,0,0,0.6)' });

export const alertContent = css({
  w: 'full',
  maxW: 'md',
  p: { base: '6', md: '8' },
  bg: 'raised',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'card',
  boxShadow: '0 30px 80px rgba(0,0,0,0.6)',
  outline: 'none',
  transition: 'opacity 0.3s, transform 0.3s',
  transitionTimingFunction: 'luxe',
  _starting: { opacity: 0, transform: 'scale(0.97)' },
  _reducedMotion: { transition: 'none' },
});

export const alertActions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', mt: '7' });

export const closeButton = css({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  ml: 'auto',
  borderRadius: 'pill',
  color: 'text',
  border: '1px solid',
  borderColor: 'rgba(255,255,255,0.16)',
  cursor: 'pointer',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
});

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
