import type { ComposeEnquiry } from '../../../machines/contact-form/contact-form.model';
import { carName, carPageUrl } from '../../../domain/car-page';
import type { Locale } from '../../../domain/locale';

/** Words of an enquiry about one car (/contact?car=<id>, issue 12): the 'About' chip and the texts the form is filled with. */
export const PREFILL_TEXT = {
  about: 'About',
  aboutLabel: 'This message is about',
  remove: (name: string) => `Remove ${name} from this message`,
  subject: (name: string) => `Enquiry: ${name}`,
  message: (name: string, year: number, url: string) =>
    `Hello, I'm interested in renting the ${year} ${name}. Could you share its availability and rates for my dates? ${url}`,
} as const;

export type PrefillText = typeof PREFILL_TEXT;

/** The machine's writer of the texts about a car, in the page's language, with the car's address in full in it. */
export function composeEnquiry(text: Pick<PrefillText, 'subject' | 'message'>, origin: string, locale: Locale): ComposeEnquiry {
  return (car) => {
    const name = carName(car);
    return { subject: text.subject(name), message: text.message(name, car.year, carPageUrl(car._id, origin, locale)) };
  };
}
