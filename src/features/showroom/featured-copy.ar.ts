import type { Translated } from '../../../domain/locale';
import type * as en from './featured-copy';

/** The home 'Featured Vehicles' states in Arabic (decision 014). */
export const FEATURED_TEXT: Translated<typeof en.FEATURED_TEXT> = {
  loading: 'جارٍ تحميل السيارات المميّزة...',
  tryAgain: 'حاول مجدداً',
  emptyTitle: 'لا توجد سيارات',
  emptyText: 'نعمل حالياً على تحديث أسطولنا. يُرجى العودة قريباً!',
  contactForUpdates: 'تواصل معنا لمعرفة الجديد',
};
