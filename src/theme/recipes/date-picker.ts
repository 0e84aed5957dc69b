import { sva } from 'styled-system/css';
import { control } from './input';

const round = { display: 'inline-grid', placeItems: 'center', borderRadius: 'pill', cursor: 'pointer' } as const;

/**
 * The date field and its calendar (Ark DatePicker): the input in the house `surface` look with a gold calendar button
 * at its end; the calendar a raised dark panel with a gold edge, today ringed in gold, the chosen day solid gold, days
 * before the first bookable one dimmed. Logical properties only, so it mirrors under /ar.
 */
export const datePicker = sva({
  slots: ['control', 'input', 'trigger', 'positioner', 'content', 'viewControl', 'navTrigger', 'rangeText', 'table', 'tableHeader', 'cellTrigger'],
  base: {
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { ...control.surface, pe: '12', fontVariantNumeric: 'tabular-nums' },
    trigger: {
      ...round,
      position: 'absolute',
      insetInlineEnd: '1.5',
      w: '9',
      h: '9',
      color: 'gold.400',
      transition: 'background 0.2s, color 0.2s',
      _hover: { bg: 'accent.soft', color: 'gold.300' },
      _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '1px' },
      _reducedMotion: { transition: 'none' },
    },
    positioner: { zIndex: 60 },
    content: {
      w: '19rem',
      maxW: 'calc(100vw - 2rem)',
      p: '4',
      bg: 'raised',
      color: 'text',
      border: '1px solid',
      borderColor: 'line',
      borderTop: '2px solid {colors.gold.600}',
      borderRadius: 'card',
      boxShadow: 'popover',
      outline: 'none',
      transition: 'opacity 0.2s, transform 0.2s {easings.luxe}',
      _starting: { opacity: 0, transform: 'translateY(-4px)' },
      _reducedMotion: { transition: 'none' },
    },
    viewControl: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mb: '3' },
    navTrigger: {
      ...round,
      w: '9',
      h: '9',
      color: 'gold.400',
      _hover: { bg: 'accent.soft' },
      _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '1px' },
      _disabled: { opacity: 0.3, cursor: 'not-allowed' },
      // The arrows point the way the months run: mirrored right to left.
      '& svg': { _rtl: { transform: 'scaleX(-1)' } },
    },
    rangeText: { textStyle: 'serif', fontSize: 'xl', fontWeight: '600', color: 'gold.300' },
    table: { w: 'full', borderCollapse: 'collapse' },
    tableHeader: { pb: '2', fontSize: 'xs', fontWeight: '600', color: 'muted', textAlign: 'center' },
    cellTrigger: {
      ...round,
      w: '9',
      h: '9',
      mx: 'auto',
      fontSize: 'sm',
      fontVariantNumeric: 'tabular-nums',
      transition: 'background 0.2s, color 0.2s',
      _hover: { bg: 'accent.soft', color: 'gold.300' },
      '&[data-today]': { boxShadow: 'inset 0 0 0 1px {colors.gold.500}' },
      '&[data-focus]': { outline: '2px solid {colors.gold.400}', outlineOffset: '1px' },
      '&[data-selected]': { bg: 'gold.500', color: 'ink.950', fontWeight: '600' },
      '&[data-outside-range]': { visibility: 'hidden' },
      '&[data-disabled], &[data-unavailable]': { color: 'mist.400', opacity: 0.45, cursor: 'not-allowed', _hover: { bg: 'transparent', color: 'mist.400' } },
      _reducedMotion: { transition: 'none' },
    },
  },
});
