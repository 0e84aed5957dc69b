import { cva, type RecipeVariantProps } from 'styled-system/css';
import { control } from './input';

/** A gold chevron (the native arrow is hidden in the `surface` look). */
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23dcc080' stroke-width='2'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")";

/** A native select in the input's look. */
export const select = cva({
  variants: {
    variant: {
      outline: { ...control.outline, cursor: 'pointer', pe: '8' },
      surface: {
        ...control.surface,
        appearance: 'none',
        pe: '10',
        cursor: 'pointer',
        bgImage: CHEVRON,
        bgRepeat: 'no-repeat',
        bgPosition: 'right 0.9rem center',
        _rtl: { bgPosition: 'left 0.9rem center' },
        bgSize: '1.1rem',
      },
    },
  },
  defaultVariants: { variant: 'surface' },
});

export type SelectVariantProps = RecipeVariantProps<typeof select>;
