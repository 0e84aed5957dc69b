import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { badge, type BadgeVariantProps } from '../../theme/recipes/badge';

type Tone = NonNullable<NonNullable<BadgeVariantProps>['tone']>;

/**
 * A small status pill. Its tone is also written to `data-tone` (green, grey, red, gold, accent) so tests and
 * styles around it can tell which status it shows.
 */
export function Badge({ tone = 'gold', size, className, ...rest }: ComponentProps<'span'> & BadgeVariantProps & { tone?: Tone }) {
  return <span data-tone={tone} className={cx(badge({ tone, size }), className)} {...rest} />;
}
