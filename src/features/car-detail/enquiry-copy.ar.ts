import { SITE } from '../../../domain/site';
import type { Translated } from '../../../domain/locale';
import { carName } from '../../../domain/car-page';
import type * as en from './enquiry-copy';

/** The car page's enquiry and share actions in Arabic (ar-AE): brand, model and the site's name stay in Latin script. */
export const ENQUIRY_TEXT: Translated<typeof en.ENQUIRY_TEXT> = {
  enquire: 'استفسر عن هذه السيارة',
  share: 'مشاركة',
  shareLabel: (name: string) => `مشاركة ${name}`,
  shareTitle: (name: string) => `${name} | ${SITE.name}`,
  shareText: (name: string) => `${name}، متاحة للإيجار في دبي لدى ${SITE.name}.`,
  copiedTitle: 'تم نسخ الرابط',
  copiedText: 'رابط هذه السيارة جاهز للّصق والمشاركة.',
  copyRefusedTitle: 'انسخ الرابط',
  copyRefusedText: (url: string) => `لم يسمح متصفحك بالنسخ. رابط هذه السيارة: ${url}`,
  whatsapp: (car, url) =>
    `مرحبًا ${SITE.name}! أرغب في استئجار ${carName(car)} موديل ${car.year}. هل يمكنكم إطلاعي على مدى توفرها والأسعار؟ ${url}`,
};
