import type { SavedCar } from '../../../machines/shortlist/shortlist.model';
import { carName, carPageUrl } from '../../../domain/car-page';
import type { Locale } from '../../../domain/locale';
import type { SHORTLIST_TEXT } from './shortlist-copy';

type MessageText = Pick<typeof SHORTLIST_TEXT, 'message' | 'messageLine'>;

/** The WhatsApp message that sends the shortlist: every saved car's name and link, in the visitor's language. */
export function shortlistMessage(cars: readonly SavedCar[], { origin, locale, text }: { origin: string; locale: Locale; text: MessageText }): string {
  return text.message(cars.map((car, i) => text.messageLine(i + 1, carName(car), carPageUrl(car.id, origin, locale))));
}
