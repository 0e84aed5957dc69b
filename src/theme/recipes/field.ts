import { sva, type RecipeVariantProps } from 'styled-system/css';

/**
 * A form field's frame: label (a legend for a group), required mark, hint and error. `outline` goes with the
 * portal's dense controls, `surface` with the public and sign-in forms (see ./input.ts).
 */
export const field = sva({
  slots: ['root', 'label', 'legend', 'requiredIndicator', 'helperText', 'errorText'],
  variants: {
    variant: {
      outline: {
        label: { display: 'block', mb: '1.5', fontSize: 'sm', fontWeight: '500', color: 'mist.200' },
        legend: { display: 'block', mb: '1.5', fontSize: 'sm', fontWeight: '500', color: 'mist.200' },
        requiredIndicator: { color: 'gold.400' },
        helperText: { mt: '1.5', fontSize: 'xs', lineHeight: '1.5', color: 'muted' },
        errorText: { mt: '1.5', fontSize: 'xs', lineHeight: '1.5', color: 'status.red' },
      },
      surface: {
        root: { display: 'grid', gap: '2' },
        label: { fontSize: 'sm', fontWeight: '500', color: 'mist.200', letterSpacing: '0.02em' },
        legend: { fontSize: 'sm', fontWeight: '500', color: 'mist.200', letterSpacing: '0.02em', mb: '2' },
        requiredIndicator: { color: 'gold.400', ms: '1' },
        helperText: { color: 'muted', fontSize: 'xs' },
        errorText: { color: 'status.red', fontSize: 'sm' },
      },
    },
  },
  defaultVariants: { variant: 'surface' },
});

export type FieldVariantProps = RecipeVariantProps<typeof field>;
