import { localePath, type Locale } from './locale';

/**
 * One car's name and addresses (issue 12): its page, written out in full in the visitor's language for a message or a
 * share, and the contact form that enquires about it (`/contact?car=<id>`). Pure: the car page, the contact page and
 * the tests read them.
 */
export const ENQUIRY_PARAM = 'car';

/** Brand and model, as the cards, the car page, the shortlist and the enquiries name a car: 'Ferrari 296 GTB'. */
export const carName = (car: { brand: string; model: string }): string => `${car.brand} ${car.model}`.trim();

/** A car's page, without the language prefix ('/cars/<id>'): a wouter link keeps it in the language. */
export const carPagePath = (id: string): string => `/cars/${encodeURIComponent(id)}`;

/** A car's page in full, in `locale`: ('https://x.ae', 'ar') → 'https://x.ae/ar/cars/<id>'. */
export const carPageUrl = (id: string, origin: string, locale: Locale): string => `${origin}${localePath(carPagePath(id), locale)}`;

/** The contact form about a car, without the language prefix ('/contact?car=<id>'). */
export const enquiryPath = (id: string): string => `/contact?${new URLSearchParams({ [ENQUIRY_PARAM]: id }).toString()}`;

/** The car id a contact address asks about ('?car=<id>'), or null. */
export function enquiryCarId(search: string): string | null {
  const id = new URLSearchParams(search).get(ENQUIRY_PARAM)?.trim();
  return id ? id : null;
}
