import { sva, type RecipeVariantProps } from 'styled-system/css';

/**
 * A card: a surface panel with a hairline edge (content clipped to its rounded corners). `interactive` cards warm
 * their edge to gold under the pointer; a card whose content is being changed (aria-busy) dims.
 */
export const card = sva({
  slots: ['root', 'body', 'title', 'description'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      layerStyle: 'panel',
      overflow: 'hidden',
      '&[aria-busy=true]': { opacity: 0.75 },
    },
    body: { display: 'grid', gap: '4', p: '5', flex: '1', alignContent: 'start' },
    title: { textStyle: 'display', fontSize: '2xl', color: 'text', lineHeight: '1.15' },
    description: { mt: '1', fontSize: 'sm', color: 'muted' },
  },
  variants: {
    interactive: {
      true: { root: { transition: 'border-color 0.3s, opacity 0.3s', _hover: { borderColor: 'accent.line' }, _reducedMotion: { transition: 'none' } } },
      false: {},
    },
  },
  defaultVariants: { interactive: false },
});

export type CardVariantProps = RecipeVariantProps<typeof card>;
