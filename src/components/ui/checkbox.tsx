import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { checkbox } from '../../theme/recipes/checkbox';

type NativeProps = Omit<ComponentProps<'input'>, 'type'>;

/**
 * Native checkbox and radio in the house gold. Native, not Ark's Checkbox: these sit inside their own <label>
 * (a sign-in option, a choice chip) and post with the form as they are.
 */
export function Checkbox({ className, ...rest }: NativeProps) {
  return <input type="checkbox" className={cx(checkbox(), className)} {...rest} />;
}

export function Radio({ className, ...rest }: NativeProps) {
  return <input type="radio" className={cx(checkbox(), className)} {...rest} />;
}
