import { sva } from 'styled-system/css';

/** An accordion of hairline-separated items: serif questions, a gold ringed plus that turns to a cross when open. */
export const accordion = sva({
  slots: ['root', 'item', 'itemTrigger', 'itemIndicator', 'itemContent'],
  base: {
    root: { borderTop: '1px solid {colors.line}' },
    item: { borderBottom: '1px solid {colors.line}' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '6',
      w: 'full',
      py: '6',
      textAlign: 'start',
      fontFamily: 'display',
      fontSize: { base: 'xl', md: '2xl' },
      fontWeight: '600',
      color: 'text',
      cursor: 'pointer',
      transition: 'color 0.25s',
      _hover: { color: 'gold.300' },
      _reducedMotion: { transition: 'none' },
    },
    itemIndicator: {
      display: 'grid',
      placeItems: 'center',
      flexShrink: 0,
      w: '10',
      h: '10',
      borderRadius: 'full',
      border: '1px solid',
      borderColor: 'accent.line.strong',
      color: 'gold.400',
      transition: 'transform 0.35s',
      transitionTimingFunction: 'luxe',
      _open: { transform: 'rotate(45deg)' },
      _reducedMotion: { transition: 'none' },
    },
    itemContent: { pb: '6', pe: { base: '2', md: '12' }, color: 'mist.200', lineHeight: '1.8' },
  },
});
