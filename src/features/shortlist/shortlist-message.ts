import { savedCarTitle, type SavedCar } from '../../../machines/shortlist/shortlist.model';
import { localePath, type Locale } from '../../i18n/locale';
import type { SHORTLIST_TEXT } from './shortlist-copy';

type MessageText = Pick<typeof SHORTLIST_TEXT, 'message' | 'messageLine'>;

/** The absolute address of a car's page in the visitor's language: origin + '/cars/ID' (or '/ar/cars/ID'). */
export const carPageUrl = (origin: string, id: string, locale: Locale): string =>
  `${origin}${localePath(`/cars/${encodeURIComponent(id)}`, locale)}`;

/** The WhatsApp message that sends the shortlist: every saved car's name and link, in the visitor's language. */
export function shortlistMessage(cars: readonly SavedCar[], { origin, locale, text }: { origin: string; locale: Locale; text: MessageText }): string {
  return text.message(cars.map((car, i) => text.messageLine(i + 1, savedCarTitle(car), carPageUrl(origin, car.id, locale))));
}
