import { cva, type RecipeVariantProps } from 'styled-system/css';

/**
 * A panel of filters: on a phone one column; wider, as many columns as fit, none narrower than its `column` width
 * (the width that lets every option read in full).
 */
export const filterBar = cva({
  base: {
    display: 'grid',
    gap: { base: '3', sm: '4' },
    gridTemplateColumns: { base: 'minmax(0, 1fr)' },
    p: { base: '4', md: '5' },
    layerStyle: 'panel',
  },
  variants: {
    column: {
      '12rem': { gridTemplateColumns: { sm: 'repeat(auto-fill, minmax(12rem, 1fr))' } },
      '14rem': { gridTemplateColumns: { sm: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
    },
  },
});

export type FilterBarVariantProps = RecipeVariantProps<typeof filterBar>;
