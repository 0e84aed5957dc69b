import type { ReactNode } from 'react';
import { carouselArrows, type CarouselArrowsVariantProps } from '../../theme/recipes/carousel-arrows';

type Side = { label: string; icon: ReactNode; onClick: () => void };

/** Previous / next buttons on the two sides of a photo; place them inside a `position: relative` frame. */
export function CarouselArrows({ prev, next, size }: { prev: Side; next: Side } & CarouselArrowsVariantProps) {
  const classes = carouselArrows({ size });
  return (
    <>
      <button type="button" className={classes.prev} data-side="prev" aria-label={prev.label} onClick={prev.onClick}>
        {prev.icon}
      </button>
      <button type="button" className={classes.next} data-side="next" aria-label={next.label} onClick={next.onClick}>
        {next.icon}
      </button>
    </>
  );
}
