import { css } from 'styled-system/css';

/** Styles of the mobile side menu (mobile-menu-sheet.tsx). */
export const iconButton = css({
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  borderRadius: 'pill',
  color: 'text',
  cursor: 'pointer',
  border: '1px solid',
  borderColor: 'rgba(255,255,255,0.16)',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
});


export const backdrop = css({
  position: 'fixed',
  inset: '0',
  zIndex: 50,
  bg: 'rgba(0,0,0,0.6)',
  backdropFilter: 'blur(4px)',
  transition: 'opacity 0.35s',
  _starting: { opacity: 0 },
  _reducedMotion: { transition: 'none' },
});

export const sheet = css({
  display: 'flex',
  flexDirection: 'column',
  w: 'min(88vw, 380px)',
  h: '100dvh',
  overflowY: 'auto',
  px: '6',
  py: '6',
  bg: 'surface',
  borderLeft: '1px solid {colors.line}',
  boxShadow: '-30px 0 80px rgba(0,0,0,0.5)',
  outline: 'none',
  transition: 'transform 0.45s {easings.luxe}',
  _starting: { transform: 'translateX(100%)' },
  _reducedMotion: { transition: 'none' },
});

export const bigLink = css({
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  py: '3.5',
  borderBottom: '1px solid {colors.line}',
  color: 'text',
  fontFamily: 'display',
  fontSize: '2xl',
  fontWeight: '600',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { color: 'gold.300' },
});

export const smallLink = css({ display: 'block', py: '2', color: 'mist.200', fontSize: 'sm', textDecoration: 'none', _hover: { color: 'gold.300' } });
