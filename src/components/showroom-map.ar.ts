import { SITE } from '../config/site';
import { SITE_TEXT } from '../config/site.ar';
import type { Translated } from '../i18n/locale';
import type * as en from './showroom-map';

/** The showroom map's words in Arabic (decision 014). */
export const MAP_TEXT: Translated<typeof en.MAP_TEXT> = {
  title: `خريطة ${SITE.name}، ${SITE_TEXT.addressShort}`,
  showLive: 'عرض الخريطة المباشرة',
  source: 'من خرائط Google',
};
