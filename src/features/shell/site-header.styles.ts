import { css } from 'styled-system/css';

/** A top-navigation link or the Brands button: quiet grey, gold when hovered or current. */
export const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '3',
  py: '2',
  color: 'mist.200',
  fontSize: 'sm',
  fontWeight: '500',
  letterSpacing: '0.04em',
  textDecoration: 'none',
  cursor: 'pointer',
  position: 'relative',
  transition: 'color 0.25s',
  _hover: { color: 'gold.300' },
  '&[aria-current=page], &[aria-expanded=true]': { color: 'gold.300' },
  _after: {
    content: '""',
    position: 'absolute',
    insetX: '3',
    bottom: '0',
    h: '1px',
    bg: 'gold.500',
    transform: 'scaleX(0)',
    transition: 'transform 0.35s {easings.luxe}',
  },
  '&[aria-current=page]::after, &:hover::after': { transform: 'scaleX(1)' },
  _reducedMotion: { transition: 'none', _after: { transition: 'none' } },
});
