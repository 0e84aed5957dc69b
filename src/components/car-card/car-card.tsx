import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { availabilityOf } from '../../../domain/availability';
import type { Car } from '../../../domain/types';
import { carName, carPagePath } from '../../../domain/car-page';
import { CAR_PLACEHOLDER, DEFAULT_LOCATION, LIST_LOCATION } from '../../../domain/constants';
import { CarCardBody } from './car-card-body';
import { imageAlt } from '../../../domain/car-words';
import type { Locale } from '../../../domain/locale';
import { useLocale } from '../../i18n/locale-context';
import { CarCardMedia } from './car-card-media';
import { ShortlistToggle } from '../shortlist-toggle';
import { toSavedCar, type ShortlistableCar } from '../../../machines/shortlist/shortlist.model';


/** A card's photograph: its alt in the page's language, else English, and which (domain/car-words.ts). */
export type CardImage = { url: string; alt: string; lang: Locale };

/** The primary image, else the first, else the placeholder (SPEC §3). */
export function cardImage(car: Pick<Car, 'images'>, locale: Locale): CardImage {
  const image = car.images.find((i) => i.isPrimary) ?? car.images[0];
  if (!image?.url) return { url: CAR_PLACEHOLDER, alt: '', lang: locale };
  const alt = imageAlt(image, locale);
  return { url: image.url, alt: alt.text, lang: alt.lang };
}

/** The car's location, else the view's default: 'Dubai, UAE' in the list, 'Business Bay, Dubai' in the grid. */
export function cardLocation(car: Pick<Car, 'location'>, view: 'grid' | 'list'): string {
  return car.location?.trim() || (view === 'list' ? LIST_LOCATION : DEFAULT_LOCATION);
}

/** What a card draws: a car from the API, or a saved one (its availability is not kept, so no badge is shown). */
export type CardCar = ShortlistableCar & Partial<Pick<Car, 'status' | 'isAvailable' | 'isActive'>>;

/**
 * The fleet's car card (SPEC §3): one real link to /cars/{id} holding the photograph, availability badge,
 * name, type line, facts, location and the price label. Shared by home, collection, categories and related cars.
 * The shortlist's heart sits over the photograph beside the link, never inside it (a button in a link is invalid).
 */
export function CarCard({ car, view = 'grid', priceSuffix = false, headingLevel: Heading = 'h3', priority = false, shortlist = true, availability = true }: {
  car: CardCar;
  view?: 'grid' | 'list';
  priceSuffix?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Load the photograph eagerly (the first cards above the fold). */
  priority?: boolean;
  /** Show the shortlist's heart (the /shortlist page has its own remove buttons). */
  shortlist?: boolean;
  /** Show the availability badge (not for a saved car: what was true when it was saved may no longer be). */
  availability?: boolean;
}) {
  const title = carName(car);
  const locale = useLocale();
  return (
    <div className={frameStyle} data-view={view}>
      <Link href={carPagePath(car._id)} className={cardStyle} data-view={view} data-testid="car-card">
        <CarCardMedia image={cardImage(car, locale)} title={title} availability={availability ? availabilityOf(car) : null} priority={priority} />
        <CarCardBody car={car} title={title} location={cardLocation(car, view)} heading={Heading} priceSuffix={priceSuffix} />
      </Link>
      {shortlist ? <ShortlistToggle car={toSavedCar(car)} className={heartSpot} /> : null}
    </div>
  );
}

const frameStyle = css({ position: 'relative', h: 'full' });
const heartSpot = css({ position: 'absolute', top: '3', insetInlineEnd: '3', zIndex: 1 });

const cardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  layerStyle: 'raisedCard',
  overflow: 'hidden',
  color: 'text',
  textDecoration: 'none',
  transition: 'border-color 0.4s, box-shadow 0.4s, transform 0.4s',
  transitionTimingFunction: 'luxe',
  _hover: { borderColor: 'gold.600', boxShadow: 'glow', transform: 'translateY(-2px)' },
  '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
  '&[data-view=list]': { flexDirection: { base: 'column', md: 'row' } },
  _reducedMotion: { transition: 'none', _hover: { transform: 'none' }, '&:hover img, &:focus-visible img': { transform: 'none' } },
});
