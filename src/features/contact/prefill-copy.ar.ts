import type { Translated } from '../../../domain/locale';
import type * as en from './prefill-copy';

/** The enquiry about one car in Arabic (ar-AE): brand and model stay in Latin script, the address as it is. */
export const PREFILL_TEXT: Translated<typeof en.PREFILL_TEXT> = {
  about: 'بخصوص',
  aboutLabel: 'هذه الرسالة بخصوص',
  remove: (name: string) => `إزالة ${name} من هذه الرسالة`,
  subject: (name: string) => `استفسار عن ${name}`,
  message: (name: string, year: number, url: string) =>
    `مرحبًا، أرغب في استئجار ${name} موديل ${year}. هل يمكنكم إطلاعي على مدى توفرها والأسعار للتواريخ التي تناسبني؟ ${url}`,
};
