import type { ComposeEnquiry } from '../../../machines/contact-form/contact-form.model';
import { carName, carPageUrl } from '../../../domain/car-page';
import type { Locale } from '../../../domain/locale';
import type { PrefillText } from './prefill-copy';

/**
 * The machine's writer of the texts about a car, in the page's language (`text`: PREFILL_TEXT of ./prefill-copy.ts or
 * its Arabic twin), with the car's address in full in it.
 */
export function composeEnquiry(text: Pick<PrefillText, 'subject' | 'message'>, origin: string, locale: Locale): ComposeEnquiry {
  return (car) => {
    const name = carName(car);
    return { subject: text.subject(name), message: text.message(name, car.year, carPageUrl(car._id, origin, locale)) };
  };
}
