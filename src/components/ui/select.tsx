import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { select, type SelectVariantProps } from '../../theme/recipes/select';

/**
 * A native select in the input's look (see ./input.tsx). Native on purpose: the app's choices are short lists, and
 * the platform's picker is the most usable one on phones.
 */
export function Select({ variant, className, ...rest }: ComponentProps<'select'> & SelectVariantProps) {
  return <select className={cx(select({ variant }), className)} {...rest} />;
}
