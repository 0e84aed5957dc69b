import type { Translated } from '../../../domain/locale';
import type * as en from './session-copy';

/** The portal's words while the session cannot be checked, in Arabic (decision 014): the twin of ./session-copy.ts. */
export const SESSION_TEXT: Translated<typeof en.SESSION_TEXT> = {
  eyebrow: 'بوابة الإدارة',
  title: 'انقطع الاتصال',
  lead: 'ما زلت مسجّلًا الدخول. ستتحقق البوابة من جلستك مجددًا فور عودة الاتصال، أو حين تعيد المحاولة.',
  retry: 'إعادة المحاولة',
  retrying: 'جارٍ التحقق...',
  otherAccount: 'تسجيل الدخول بحساب آخر',
};
