import { sva } from 'styled-system/css';
import { control } from './input';
import { popupItem, popupPanel } from './menu';

/**
 * The portal's select (Ark Select): a trigger in the `outline` control look with a gold chevron at its end (it sits on
 * the left under /ar: logical properties only), and a dark raised list like the Menu's, the highlighted option
 * tinted gold, the chosen one gold with a check. The list scrolls when long (a fleet of 50 names) and never runs off
 * the screen (Zag's --available-height). The native look is ./select.ts (the public site's phones keep that one).
 */
export const listSelect = sva({
  slots: ['trigger', 'valueText', 'indicator', 'content', 'item', 'itemText', 'itemIndicator'],
  base: {
    trigger: {
      ...control.outline,
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      textAlign: 'start',
      cursor: 'pointer',
      '&[data-state=open]': { borderColor: 'gold.500' },
      '&[data-placeholder-shown]': { color: 'mist.400' },
      '&[aria-busy=true]': { cursor: 'progress', opacity: 0.75 },
    },
    valueText: { flex: '1', minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: {
      display: 'inline-flex',
      flexShrink: 0,
      color: 'gold.400',
      transition: 'transform 0.25s',
      '&[data-state=open]': { transform: 'rotate(180deg)' },
      _reducedMotion: { transition: 'none' },
    },
    content: {
      display: 'grid',
      gap: '0.5',
      minW: 'var(--reference-width)',
      maxW: 'calc(100vw - 1rem)',
      maxH: 'min(20rem, var(--available-height, 20rem))',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      scrollbarWidth: 'thin',
      scrollbarColor: '{colors.ink.600} transparent',
      ...popupPanel,
      // Above the admin header and the page; inside a dialog the list is portalled into the dialog's own layer.
      zIndex: 60,
      transition: 'opacity 0.2s, transform 0.2s {easings.luxe}',
      _starting: { opacity: 0, transform: 'translateY(-4px)' },
      _reducedMotion: { transition: 'none' },
      _hidden: { display: 'none' },
    },
    item: {
      ...popupItem,
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      scrollMarginBlock: '1.5',
      '&[data-state=checked]': { color: 'gold.300', fontWeight: '500' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    itemText: { flex: '1', minW: '0' },
    itemIndicator: { display: 'inline-flex', flexShrink: 0, color: 'gold.400' },
  },
});
