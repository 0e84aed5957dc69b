import type { ComponentPropsWithRef } from 'react';
import { cx } from 'styled-system/css';
import { iconButton, type IconButtonVariantProps } from '../../theme/recipes/icon-button';

export { iconButton };

/** A button showing only an icon: give it a name (`aria-label`, or a visually hidden span beside the icon). */
export function IconButton({ variant, size, className, ...rest }: ComponentPropsWithRef<'button'> & IconButtonVariantProps) {
  return <button type="button" className={cx(iconButton({ variant, size }), className)} {...rest} />;
}
