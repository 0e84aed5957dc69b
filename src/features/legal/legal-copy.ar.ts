import type * as en from './legal-copy';
import type { Translated } from '../../../domain/locale';

export const LEGAL_TEXT: Translated<typeof en.LEGAL_TEXT> = {
  eyebrow: 'الشؤون القانونية',
  updated: (date: string) => `آخر تحديث: ${date}`,
  toc: 'محتويات الصفحة',
  storage: { where: 'موضع الحفظ', who: 'يخص', purpose: 'الغرض', kept: 'مدة الحفظ' },
};
