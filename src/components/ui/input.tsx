import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { input, type InputVariantProps } from '../../theme/recipes/input';

/**
 * A text input in the house look (`surface` by default, `outline` in the portal's dense forms). Label, hint and
 * error come from ./field.tsx; the caller wires id and aria-describedby.
 */
export function Input({ variant, className, ...rest }: ComponentProps<'input'> & InputVariantProps) {
  return <input className={cx(input({ variant }), className)} {...rest} />;
}
