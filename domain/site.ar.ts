import type { Translated } from './locale';
import type * as en from './site';

/** The Arabic of SITE's words (decision 014); contacts, links and the brand name stay as site.ts has them. */
export const SITE_TEXT: Translated<typeof en.SITE_TEXT> = {
  tagline: 'مع كل ميل، نرسم البسمة على محيّاك',
  whatsappText: 'مرحباً! أرغب في استئجار سيارة فاخرة في دبي. هل يمكنكم إطلاعي على السيارات المتاحة والتفاصيل؟',
  address: 'الخليج التجاري، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة',
  addressShort: 'الخليج التجاري، شارع الشيخ زايد، دبي',
};
