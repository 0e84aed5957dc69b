import type { Translated } from '../../../domain/locale';
import type * as en from './car-card-copy';

/** A number of seats as Arabic counts them: مقعدان، 4 مقاعد، 12 مقعدًا. */
function seats(count: number, written: string = String(count)): string {
  if (count === 1) return 'مقعد واحد';
  if (count === 2) return 'مقعدان';
  return `${written} ${count >= 3 && count <= 10 ? 'مقاعد' : 'مقعدًا'}`;
}

export const CAR_CARD_TEXT: Translated<typeof en.CAR_CARD_TEXT> = {
  contactForPrice: 'السعر عند الطلب',
  perDay: ' / يومياً',
  seats,
};
