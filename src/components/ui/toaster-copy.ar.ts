import type { Translated } from '../../../domain/locale';
import type * as en from './toaster-copy';

/** The toaster's words in Arabic (toaster-copy.ts). Alt and T are the keys as the keyboard shows them. */
export const TOASTER_TEXT: Translated<typeof en.TOASTER_TEXT> = {
  region: 'الإشعارات (Alt+T)',
  close: 'إغلاق الإشعار',
};
