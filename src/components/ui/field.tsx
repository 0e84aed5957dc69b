import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { field, type FieldVariantProps } from '../../theme/recipes/field';
import { createStyleContext } from './style-context';

/**
 * A form field's frame: label, required mark, hint and error, in the look of its variant. Plain elements, not Ark's
 * Field: Ark's root adds role="group" and ties an error with aria-errormessage, while our forms give each control
 * its id and aria-describedby themselves (tests and screen readers rely on that wiring).
 */
const { StyleProvider, useSlot } = createStyleContext(field());

function Root({ variant, className, ...rest }: ComponentProps<'div'> & FieldVariantProps) {
  const styles = field({ variant });
  return (
    <StyleProvider value={styles}>
      <div className={cx(styles.root, className) || undefined} {...rest} />
    </StyleProvider>
  );
}

function Label({ className, ...rest }: ComponentProps<'label'>) {
  return <label className={useSlot('label', className)} {...rest} />;
}

/** A group's name (a fieldset's legend) in the label's look. */
function Legend({ className, ...rest }: ComponentProps<'legend'>) {
  return <legend className={useSlot('legend', className)} {...rest} />;
}

/** The mark after a required field's label; hidden from assistive tech (the control says `required`). */
function RequiredIndicator({ className, children = '*', ...rest }: ComponentProps<'span'>) {
  return (
    <span aria-hidden="true" className={useSlot('requiredIndicator', className)} {...rest}>
      {children}
    </span>
  );
}

function HelperText({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={useSlot('helperText', className)} {...rest} />;
}

function ErrorText({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={useSlot('errorText', className)} {...rest} />;
}

export const Field = { Root, Label, Legend, RequiredIndicator, HelperText, ErrorText };
