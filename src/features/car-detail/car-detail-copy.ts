import type { Car } from '../../../domain/types';
import { carName } from '../../../domain/car-page';
import { SITE } from '../../../domain/site';
import { groupDigits } from '../../../domain/format';
import type { Translated } from '../../../domain/locale';
import type { PageHead } from '../../../domain/page-heads';
import { carMetaIn, type HeadCar } from './car-meta';

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

/** The prefilled WhatsApp enquiry: this car's name and its page address. */
export function whatsappEnquiry(car: Pick<Car, 'brand' | 'model' | 'year'>, url: string): string {
  return `Hello ${SITE.name}! I'm interested in renting the ${car.year} ${carName(car)}. Could you share availability and rates? ${url}`;
}

/** Document title and meta description of a car page (./car-meta.ts): the car's own meta texts, else its name (SPEC §2). */
export const carMeta = (car: HeadCar): PageHead => carMetaIn(car, 'en', { title: (name) => name, description: (name) => name });

/** The specification labels and units (car-detail-copy.ar.ts has them in Arabic). */
export const SPEC_TEXT = {
  engine: 'Engine',
  horsepower: 'Horsepower',
  topSpeed: 'Top Speed',
  acceleration: '0-100 km/h',
  mileage: 'Mileage',
  color: 'Exterior Colour',
  interior: 'Interior',
  transmission: 'Transmission',
  fuelType: 'Fuel Type',
  seats: 'Seats',
  year: 'Year',
  category: 'Category',
  hp: (value: string) => `${value} hp`,
  kmh: (value: string) => `${value} km/h`,
  /** A time or distance the admin typed ('3.6s', '20,900 km'), in the page's units. */
  units: (value: string) => value,
} as const;
export type SpecText = Translated<typeof SPEC_TEXT>;
