import { cva, type RecipeVariantProps } from 'styled-system/css';

/** A small solid pill of spaced capitals; the tone names the status colour it carries (SPEC §5's status colours). */
export const badge = cva({
  base: {
    borderRadius: 'pill',
    fontSize: '2xs',
    fontWeight: '700',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: 'ink.950',
  },
  variants: {
    tone: {
      green: { bg: 'status.green' },
      grey: { bg: 'status.grey' },
      red: { bg: 'status.red' },
      gold: { bg: 'gold.400' },
      accent: { bg: 'gold.500' },
    },
    size: { sm: { px: '2', py: '0.5' }, md: { px: '2.5', py: '1' } },
  },
  defaultVariants: { tone: 'gold', size: 'md' },
});

export type BadgeVariantProps = RecipeVariantProps<typeof badge>;
