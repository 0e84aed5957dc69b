import { sva, type RecipeVariantProps } from 'styled-system/css';

/** An on/off switch: a pill track with a sliding thumb that turns gold when on, and its label. */
export const switchRecipe = sva({
  slots: ['root', 'control', 'thumb', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2.5', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.6 } },
    control: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      w: '10',
      h: '6',
      p: '0.5',
      borderRadius: 'pill',
      bg: 'ink.600',
      border: '1px solid',
      borderColor: 'mist.400',
      transition: 'background 0.25s',
      _checked: { bg: 'gold.500', borderColor: 'gold.500' },
      '[data-part=root][data-focus-visible] &': { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
      _reducedMotion: { transition: 'none' },
    },
    thumb: {
      w: '4',
      h: '4',
      borderRadius: 'pill',
      bg: 'mist.50',
      transition: 'transform 0.25s',
      transitionTimingFunction: 'luxe',
      _checked: { transform: 'translateX(16px)', bg: 'ink.950', _rtl: { transform: 'translateX(-16px)' } },
      _reducedMotion: { transition: 'none' },
    },
    label: { fontSize: 'sm', color: 'mist.200', userSelect: 'none' },
  },
  variants: {
    size: {
      md: {},
      sm: {
        control: { w: '8', h: '5' },
        thumb: { w: '3', h: '3', _checked: { transform: 'translateX(12px)', _rtl: { transform: 'translateX(-12px)' } } },
        label: { fontSize: 'xs' },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SwitchVariantProps = RecipeVariantProps<typeof switchRecipe>;
