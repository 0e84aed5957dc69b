import { SITE } from '../../domain/site';
import { SITE_TEXT } from '../../domain/site.ar';
import type { Translated } from '../../domain/locale';
import type * as en from './showroom-map-copy';

/** The showroom map's words in Arabic (decision 020). */
export const MAP_TEXT: Translated<typeof en.MAP_TEXT> = {
  title: `خريطة ${SITE.name}، ${SITE_TEXT.addressShort}`,
  showLive: 'عرض الخريطة المباشرة',
  source: 'من خرائط Google',
};
