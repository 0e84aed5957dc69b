import { css } from 'styled-system/css';

/** Styles of the desktop Brands dropdown (brands-dropdown.tsx). */
export const chevron = css({ transition: 'transform 0.25s', '[aria-expanded=true] > &': { transform: 'rotate(180deg)' }, _reducedMotion: { transition: 'none' } });

// Centred under the whole bar (the header row is the positioning box), flush with its bottom edge so the pointer
// never crosses a gap between the button and the panel.
export const panel = css({
  position: 'absolute',
  top: '100%',
  // eslint-disable-next-line no-restricted-syntax -- centred (left 50% less half its width): the same in both directions
  left: '50%',
  maxW: 'calc(100vw - 2rem)',
  p: '6',
  layerStyle: 'floating',
  transform: 'translate(-50%, 8px)',
  opacity: 0,
  visibility: 'hidden',
  transition: 'opacity 0.25s, transform 0.35s {easings.luxe}, visibility 0s linear 0.35s',
  '&[data-state=open]': {
    opacity: 1,
    visibility: 'visible',
    transform: 'translate(-50%, 0)',
    transition: 'opacity 0.25s, transform 0.35s {easings.luxe}, visibility 0s',
  },
  _reducedMotion: { transition: 'none', '&[data-state=open]': { transition: 'none' } },
});

export const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' });

export const tile = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  p: '3',
  borderRadius: '10px',
  border: '1px solid transparent',
  color: 'text',
  textStyle: 'serif',
  fontSize: 'xl',
  fontWeight: '600',
  textDecoration: 'none',
  transition: 'background 0.25s, border-color 0.25s, color 0.25s',
  _hover: { bg: 'surface', borderColor: 'line', color: 'gold.300' },
  _focusVisible: { bg: 'surface', color: 'gold.300' },
  _reducedMotion: { transition: 'none' },
});

// The marks are 240×170 (a ring monogram over a small wordmark).
export const mark = css({ w: '20', h: 'auto', flexShrink: 0, opacity: 0.9, transition: 'opacity 0.25s', 'a:hover > &': { opacity: 1 } });
