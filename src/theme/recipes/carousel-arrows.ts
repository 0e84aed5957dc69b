import { sva, type RecipeVariantProps } from 'styled-system/css';

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'pill',
  bg: 'veil.heavy',
  border: '1px solid {colors.line.strong}',
  color: 'text',
  cursor: 'pointer',
  transition: 'background 0.25s, border-color 0.25s, color 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  _reducedMotion: { transition: 'none' },
} as const;

/**
 * The previous / next arrows on the sides of a photo (their frame is `position: relative`): previous at the inline
 * start (the right in Arabic), next at the inline end. `md`: the gallery's, blurred
 * over the photo; `lg`: the lightbox's, larger and further from the edges.
 */
export const carouselArrows = sva({
  slots: ['prev', 'next'],
  base: { prev: arrow, next: arrow },
  variants: {
    size: {
      md: {
        prev: { w: { base: '10', md: '12' }, h: { base: '10', md: '12' }, insetInlineStart: { base: '3', md: '4' }, backdropFilter: 'blur(6px)', _hover: { bg: 'ink.950' } },
        next: { w: { base: '10', md: '12' }, h: { base: '10', md: '12' }, insetInlineEnd: { base: '3', md: '4' }, backdropFilter: 'blur(6px)', _hover: { bg: 'ink.950' } },
      },
      lg: {
        prev: { w: { base: '11', md: '14' }, h: { base: '11', md: '14' }, insetInlineStart: { base: '2', md: '6' } },
        next: { w: { base: '11', md: '14' }, h: { base: '11', md: '14' }, insetInlineEnd: { base: '2', md: '6' } },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type CarouselArrowsVariantProps = RecipeVariantProps<typeof carouselArrows>;
