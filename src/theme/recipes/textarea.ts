import { cva, type RecipeVariantProps } from 'styled-system/css';
import { control } from './input';

/** A multi-line text control: the input's look, taller, resizable in height only. */
export const textarea = cva({
  variants: {
    variant: {
      outline: { ...control.outline, minH: '24', py: '2.5', resize: 'vertical', lineHeight: '1.6' },
      surface: { ...control.surface, minH: '40', resize: 'vertical', py: '3' },
    },
  },
  defaultVariants: { variant: 'surface' },
});

export type TextareaVariantProps = RecipeVariantProps<typeof textarea>;
