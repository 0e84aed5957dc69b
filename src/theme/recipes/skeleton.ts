import { cva, type RecipeVariantProps } from 'styled-system/css';

/** A placeholder block breathing while content loads (still under prefers-reduced-motion). */
export const skeleton = cva({
  base: { animation: 'pulse 1.8s ease-in-out infinite', _reducedMotion: { animation: 'none' } },
  variants: {
    variant: {
      /** A bar or picture of the page's shape. */
      block: { bg: 'ink.800', borderRadius: '6px' },
      /** A whole panel (a tile, a chart) with the card's edge. */
      panel: { layerStyle: 'frame', bg: 'linear-gradient(135deg, {colors.ink.900}, {colors.ink.800})' },
    },
  },
  defaultVariants: { variant: 'block' },
});

export type SkeletonVariantProps = RecipeVariantProps<typeof skeleton>;
