import { css } from 'styled-system/css';

/** Styles of the mobile side menu (mobile-menu-sheet.tsx). */
export const bigLink = css({
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  py: '3.5',
  borderBottom: '1px solid {colors.line}',
  color: 'text',
  textStyle: 'serif',
  fontSize: '2xl',
  fontWeight: '600',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { color: 'gold.300' },
});

export const smallLink = css({ display: 'block', py: '2', color: 'mist.200', fontSize: 'sm', textDecoration: 'none', _hover: { color: 'gold.300' } });
