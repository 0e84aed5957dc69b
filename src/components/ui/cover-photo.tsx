import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { coverPhoto } from '../../theme/recipes/cover-photo';

/** A card's photograph: it fills its frame and zooms slowly when the card asks (a parent's `&:hover img`). */
export function CoverPhoto({ alt, className, ...rest }: ComponentProps<'img'> & { alt: string }) {
  return <img alt={alt} className={cx(coverPhoto(), className)} {...rest} />;
}
