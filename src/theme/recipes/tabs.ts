import { sva, type RecipeVariantProps } from 'styled-system/css';

/**
 * Tabs. `line`: spaced capitals over a hairline, a gold bar sliding under the selected tab (Ark's indicator).
 * `pill`: a segmented pill whose selected tab fills gold.
 */
export const tabs = sva({
  slots: ['root', 'list', 'trigger', 'indicator', 'content'],
  base: {
    trigger: { cursor: 'pointer', _reducedMotion: { transition: 'none' } },
    content: { outline: 'none' },
  },
  variants: {
    variant: {
      line: {
        list: { position: 'relative', display: 'flex', gap: { base: '1', md: '2' }, borderBottom: '1px solid {colors.line}', overflowX: 'auto', scrollbarWidth: 'none' },
        trigger: {
          flexShrink: 0,
          px: { base: '3', md: '5' },
          py: '4',
          fontSize: { base: 'xs', md: 'sm' },
          fontWeight: '600',
          letterSpacing: '0.14em',
          textTransform: 'uppercase',
          color: 'muted',
          transition: 'color 0.25s',
          _hover: { color: 'text' },
          _selected: { color: 'gold.300' },
          _focusVisible: { outlineOffset: '-2px' },
        },
        indicator: {
          h: '2px',
          bottom: '-1px',
          bg: 'gold.500',
          w: 'var(--width)',
          transition: 'left 0.4s, width 0.4s',
          transitionTimingFunction: 'luxe',
          _reducedMotion: { transition: 'none' },
        },
        content: { _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '8px', borderRadius: '4px' } },
      },
      pill: {
        list: { display: 'inline-flex', gap: '1', p: '1', borderRadius: 'pill', bg: 'glass.faint', border: '1px solid', borderColor: 'line', minW: 'max-content' },
        trigger: {
          px: { base: '4', md: '5' },
          h: '10',
          borderRadius: 'pill',
          fontSize: 'sm',
          fontWeight: '600',
          letterSpacing: '0.04em',
          color: 'mist.200',
          whiteSpace: 'nowrap',
          transition: 'background 0.25s, color 0.25s',
          _hover: { color: 'text', bg: 'glass.soft' },
          _selected: { bg: 'gold.500', color: 'ink.950', _hover: { bg: 'gold.400', color: 'ink.950' } },
          '&[aria-disabled=true]': { opacity: 0.5, cursor: 'progress' },
        },
      },
    },
  },
  defaultVariants: { variant: 'line' },
});

export type TabsVariantProps = RecipeVariantProps<typeof tabs>;
