import type { SyntheticEvent } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { availabilityOf } from '../../../machines/availability/availability';
import { CARD_IMAGE_SIZES, imageSrcSet } from '../../../domain/image-files';
import type { Car } from '../../api';
import { CAR_PLACEHOLDER, DEFAULT_LOCATION, LIST_LOCATION } from '../../config/constants';
import { FleetIcon, type FleetIconName } from './fleet-icons';

export const CONTACT_FOR_PRICE = 'Contact for Price';
export const PER_DAY = ' / day';

/** The bench times the first card's photo paint (scripts/bench/cars-first-card.mjs); React's types lack the attribute. */
const CARD_TIMING = { elementtiming: 'car-card' } as Record<string, string>;

/** The primary image, else the first, else the placeholder (SPEC §3). */
export function cardImage(car: Pick<Car, 'images'>): { url: string; alt: string } {
  const image = car.images.find((i) => i.isPrimary) ?? car.images[0];
  return image?.url ? { url: image.url, alt: image.alt } : { url: CAR_PLACEHOLDER, alt: '' };
}

export function carTitle(car: Pick<Car, 'brand' | 'model'>): string {
  return `${car.brand} ${car.model}`.trim();
}

/** The car's location, else the view's default: 'Dubai, UAE' in the list, 'Business Bay, Dubai' in the grid. */
export function cardLocation(car: Pick<Car, 'location'>, view: 'grid' | 'list'): string {
  return car.location?.trim() || (view === 'list' ? LIST_LOCATION : DEFAULT_LOCATION);
}

/** An image that fails to load swaps once to the placeholder. */
function swapToPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.src.endsWith(CAR_PLACEHOLDER)) return;
  img.removeAttribute('srcset'); // else the browser keeps choosing from the failed photo's variants
  img.src = CAR_PLACEHOLDER;
}

/**
 * The fleet's car card (SPEC §3): one real link to /cars/{id} holding the photograph, availability badge,
 * name, type line, facts, location and the price label. Shared by home, collection, categories and related cars.
 */
export function CarCard({ car, view = 'grid', priceSuffix = false, headingLevel: Heading = 'h3', priority = false }: {
  car: Car;
  view?: 'grid' | 'list';
  priceSuffix?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Load the photograph eagerly (the first cards above the fold). */
  priority?: boolean;
}) {
  const image = cardImage(car);
  const badge = availabilityOf(car);
  const facts: Array<[FleetIconName, string]> = [
    ['seat', `${car.seats} Seats`],
    ['gear', car.transmission],
    ['fuel', car.fuelType],
  ];
  return (
    <Link href={`/cars/${encodeURIComponent(car._id)}`} className={cardStyle} data-view={view} data-testid="car-card">
      <span className={frame}>
        <img
          src={image.url}
          srcSet={imageSrcSet(image.url)}
          sizes={CARD_IMAGE_SIZES}
          alt={image.alt || carTitle(car)}
          width={800}
          height={500}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          {...CARD_TIMING}
          decoding="async"
          onError={swapToPlaceholder}
          className={photo}
        />
        <span className={badgeStyle} data-tone={badge.tone}>
          <span aria-hidden="true" className={dot} />
          {badge.label}
        </span>
      </span>
      <span className={body}>
        <span className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>
          {car.category} · {car.year}
        </span>
        <Heading className={titleStyle}>{carTitle(car)}</Heading>
        <span className={factsRow}>
          {facts.map(([icon, text]) => (
            <span key={icon} className={fact}>
              <FleetIcon name={icon} />
              {text}
            </span>
          ))}
        </span>
        <span className={locationStyle}>
          <FleetIcon name="pin" />
          {cardLocation(car, view)}
        </span>
        <span className={priceRow}>
          <span className={css({ color: 'gold.300', fontWeight: '600', letterSpacing: '0.02em' })}>
            {CONTACT_FOR_PRICE}
            {priceSuffix ? <span className={css({ color: 'muted', fontWeight: '400' })}>{PER_DAY}</span> : null}
          </span>
          <span aria-hidden="true" className={arrow}>
            <FleetIcon name="arrow" size={18} />
          </span>
        </span>
      </span>
    </Link>
  );
}

const cardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  bg: 'raised',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'card',
  overflow: 'hidden',
  color: 'text',
  textDecoration: 'none',
  transition: 'border-color 0.4s, box-shadow 0.4s, transform 0.4s',
  transitionTimingFunction: 'luxe',
  _hover: { borderColor: 'gold.600', boxShadow: '0 24px 48px -24px rgba(201,165,92,0.35)', transform: 'translateY(-2px)' },
  '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
  '&[data-view=list]': { flexDirection: { base: 'column', md: 'row' } },
  _reducedMotion: { transition: 'none', _hover: { transform: 'none' }, '&:hover img, &:focus-visible img': { transform: 'none' } },
});
const frame = css({
  position: 'relative',
  display: 'block',
  flexShrink: 0,
  overflow: 'hidden',
  aspectRatio: '16 / 10',
  bg: 'ink.950',
  '[data-view=list] &': { w: { base: 'full', md: '42%' }, maxW: { md: '420px' } },
});
const photo = css({
  w: 'full',
  h: 'full',
  objectFit: 'cover',
  transition: 'transform 0.8s',
  transitionTimingFunction: 'luxe',
  _reducedMotion: { transition: 'none' },
});
const badgeStyle = css({
  position: 'absolute',
  top: '3',
  left: '3',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2.5',
  py: '1',
  borderRadius: 'pill',
  bg: 'rgba(7,7,10,0.82)',
  backdropFilter: 'blur(6px)',
  border: '1px solid',
  borderColor: 'line',
  fontSize: 'xs',
  fontWeight: '600',
  color: 'text',
  '&[data-tone=green]': { '--dot': '{colors.status.green}' },
  '&[data-tone=red]': { '--dot': '{colors.status.red}' },
  '&[data-tone=yellow]': { '--dot': '{colors.status.yellow}' },
  '&[data-tone=grey]': { '--dot': '{colors.status.grey}' },
});
const dot = css({ w: '2', h: '2', borderRadius: 'pill', bg: 'var(--dot)' });
const body = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2.5',
  flex: '1',
  p: { base: '5', md: '6' },
  '[data-view=list] &': { justifyContent: 'center' },
});
const titleStyle = css({ textStyle: 'display', fontSize: { base: '2xl', md: '2xl' }, color: 'text', lineHeight: '1.15' });
const factsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' });
const fact = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2.5',
  py: '1',
  borderRadius: 'pill',
  bg: 'rgba(255,255,255,0.05)',
  color: 'mist.200',
  fontSize: 'xs',
  '& svg': { color: 'gold.400' },
});
const locationStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'muted', fontSize: 'sm', '& svg': { color: 'gold.400' } });
const priceRow = css({
  mt: 'auto',
  pt: '4',
  borderTop: '1px solid {colors.line}',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: 'sm',
});
const arrow = css({
  color: 'gold.400',
  transition: 'transform 0.4s',
  '[data-testid=car-card]:hover &': { transform: 'translateX(4px)' },
  _reducedMotion: { transition: 'none' },
});
