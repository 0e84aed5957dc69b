import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { skeleton, type SkeletonVariantProps } from '../../theme/recipes/skeleton';

/**
 * A placeholder block in the shape of content still loading: `block` for bars and pictures, `panel` for whole
 * tiles. Decorative: put it inside an aria-hidden wrapper beside a status message saying what loads.
 */
export function Skeleton({ variant, className, ...rest }: ComponentProps<'div'> & SkeletonVariantProps) {
  return <div className={cx(skeleton({ variant }), className)} {...rest} />;
}
