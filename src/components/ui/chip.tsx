import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { chip } from '../../theme/recipes/chip';
import { Radio } from './checkbox';

/**
 * A small pill button: `outline` for compact actions beside a control, `subtle` for a suggestion that adds itself
 * (disabled once taken).
 */
export function Chip({ variant = 'outline', className, ...rest }: ComponentProps<'button'> & { variant?: 'outline' | 'subtle' }) {
  return <button type="button" className={cx(chip({ variant }), className)} {...rest} />;
}

/** One choice of a radio group as a pill: the label holds the native radio and its text; gold when checked. */
export function ChoiceChip({ children, className, ...radio }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className={cx(chip({ variant: 'choice' }), className)}>
      <Radio {...radio} />
      {children}
    </label>
  );
}
