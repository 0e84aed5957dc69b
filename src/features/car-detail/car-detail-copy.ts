import type { Car, Specifications } from '../../api';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../config/constants';
import { clip, type PageHead } from '../../config/page-heads';
import { SITE } from '../../config/site';
import { groupDigits } from '../../../domain/format';

/** The detail page's texts. The SPEC-quoted ones are spelled exactly as SPEC §2 / §8 spell them. */
export const DETAIL_TEXT = {
  pageTitle: 'Car Details',
  pageDescription: 'Luxury and sports car rental in Dubai: photos, specifications, features and availability.',
  loading: 'Loading car details...',
  notFoundTitle: 'Car Not Found',
  notFoundText: "The car you're looking for doesn't exist.",
  backToCars: 'Back to Cars',
  loadFailedTitle: 'This Car Could Not Be Loaded',
  waitTitle: 'One Moment',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  cars: 'Cars',
  gallery: 'Photo gallery',
  noImages: 'No images available',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  openImage: (n: number, total: number) => `Open photo ${n} of ${total} in full screen`,
  showImage: (n: number, total: number) => `Show photo ${n} of ${total}`,
  counter: (n: number, total: number) => `${n} / ${total}`,
  photoOf: (n: number, total: number) => `Photo ${n} of ${total}`,
  lightboxTitle: (name: string, n: number, total: number) => `${name}, photo ${n} of ${total}`,
  lightboxHint: 'Use the arrow keys to browse, Z to zoom and Escape to close.',
  closeLightbox: 'Close full-screen gallery',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  tabs: { overview: 'Overview', specifications: 'Specifications', features: 'Features' },
  tabsLabel: 'Car information',
  noFeatures: 'Ask our concierge for the full equipment list of this car.',
  quote: 'Contact us for pricing',
  quoteEyebrow: 'Rates on Request',
  quoteNote: 'Daily, weekly and monthly rates, tailored to your dates.',
  availability: 'Availability',
  whatsapp: 'Enquire on WhatsApp',
  call: (phone: string) => `Call ${phone}`,
  perks: ['Free delivery and pickup', 'Comprehensive insurance', '24/7 support', 'No hidden fees'],
  relatedEyebrow: 'More from the Fleet',
  relatedTitle: 'You May Also Like',
  relatedLoading: 'Loading similar cars...',
  views: (n: number) => `${groupDigits(n)} ${n === 1 ? 'view' : 'views'}`,
} as const;

/** Brand and model, as the car card names a car. */
export function carName(car: Pick<Car, 'brand' | 'model'>): string {
  return `${car.brand} ${car.model}`.trim();
}

/** The page address of a car, as shared in the WhatsApp message. */
export function carPageUrl(id: string, origin: string): string {
  return `${origin}/cars/${encodeURIComponent(id)}`;
}

/** The prefilled WhatsApp enquiry: this car's name and its page address. */
export function whatsappEnquiry(car: Pick<Car, 'brand' | 'model' | 'year'>, url: string): string {
  return `Hello ${SITE.name}! I'm interested in renting the ${car.year} ${carName(car)}. Could you share availability and rates? ${url}`;
}

/** Document title and meta description: the car's own, else its brand and model (SPEC §2), cut to what search shows. */
export function carMeta(car: Pick<Car, 'brand' | 'model' | 'metaTitle' | 'metaDescription'>): PageHead {
  const name = carName(car);
  return { title: clip(car.metaTitle?.trim() || name, META_TITLE_MAX), description: clip(car.metaDescription?.trim() || name, META_DESCRIPTION_MAX) };
}

type SpecRow = { label: string; value: string };

/** The specification table: the car's specifications first, then its basic facts; missing values are left out. */
export function specRows(car: Car): SpecRow[] {
  const s: Specifications = car.specifications ?? {};
  const rows: Array<[string, string | number | undefined]> = [
    ['Engine', s.engine],
    ['Horsepower', s.horsepower !== undefined ? `${s.horsepower} hp` : undefined],
    ['Top Speed', s.topSpeed !== undefined ? `${s.topSpeed} km/h` : undefined],
    ['0-100 km/h', s.acceleration],
    ['Mileage', s.mileage],
    ['Exterior Colour', s.color],
    ['Interior', s.interiorColor],
    ['Transmission', car.transmission],
    ['Fuel Type', car.fuelType],
    ['Seats', car.seats],
    ['Year', car.year],
    ['Category', car.category],
  ];
  return rows.filter((r): r is [string, string | number] => r[1] !== undefined && r[1] !== '').map(([label, value]) => ({ label, value: String(value) }));
}

/** Up to four headline figures for the overview. */
export function highlights(car: Car): SpecRow[] {
  const s = car.specifications ?? {};
  const rows: Array<[string, string | undefined]> = [
    ['Horsepower', s.horsepower !== undefined ? `${s.horsepower} hp` : undefined],
    ['0-100 km/h', s.acceleration],
    ['Top Speed', s.topSpeed !== undefined ? `${s.topSpeed} km/h` : undefined],
    ['Seats', String(car.seats)],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1])).map(([label, value]) => ({ label, value }));
}
