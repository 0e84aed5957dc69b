import type { Translated } from '../../domain/locale';
import type * as en from './shortlist-toggle-copy';

/** The shortlist's heart and the header's entry in Arabic (decision 014): the same names as shortlist-toggle-copy.ts. */
export const SHORTLIST_TOGGLE_TEXT: Translated<typeof en.SHORTLIST_TOGGLE_TEXT> = {
  save: (car: string) => `أضف ${car} إلى قائمتك المختارة`,
  remove: (car: string) => `أزل ${car} من قائمتك المختارة`,
  full: (car: string, max: number) => `تتّسع قائمتك المختارة لـ ${max} سيارة: أزل إحداها لتضيف ${car}`,
  link: 'القائمة المختارة',
  linkWithCount: (count: number) =>
    count === 1 ? 'القائمة المختارة، سيارة واحدة محفوظة' : count === 2 ? 'القائمة المختارة، سيارتان محفوظتان' : count <= 10 ? `القائمة المختارة، ${count} سيارات محفوظة` : `القائمة المختارة، ${count} سيارة محفوظة`,
};
