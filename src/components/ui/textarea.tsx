import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { textarea, type TextareaVariantProps } from '../../theme/recipes/textarea';

/** A multi-line text control in the input's look (see ./input.tsx). */
export function Textarea({ variant, className, ...rest }: ComponentProps<'textarea'> & TextareaVariantProps) {
  return <textarea className={cx(textarea({ variant }), className)} {...rest} />;
}
