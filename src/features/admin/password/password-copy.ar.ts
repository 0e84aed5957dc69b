import type { Translated } from '../../../../domain/locale';
import type * as en from './password-copy';

/** The password screens and dialog in Arabic (decision 014): the twin of ./password-copy.ts. */
export const PASSWORD_TEXT: Translated<typeof en.PASSWORD_TEXT> = {
  changeTitle: 'تغيير كلمة المرور',
  changeLead: 'سيُسجَّل خروج الأجهزة الأخرى المتصلة بهذا الحساب.',
  current: 'كلمة المرور الحالية',
  next: 'كلمة المرور الجديدة',
  confirm: 'تأكيد كلمة المرور الجديدة',
  show: (label) => `إظهار ${label}`,
  update: 'تحديث كلمة المرور',
  updating: 'جارٍ التحديث...',
  cancel: 'إلغاء',
  close: 'إغلاق',
  forgotTitle: 'نسيت كلمة المرور',
  forgotDescription: 'اطلب رابطًا لإعادة تعيين كلمة مرور الإدارة.',
  forgotLead: 'أدخل البريد الإلكتروني لحساب الإدارة، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
  sendLink: 'إرسال رابط إعادة التعيين',
  sending: 'جارٍ الإرسال...',
  resetTitle: 'اختر كلمة مرور جديدة',
  inviteTitle: 'مرحبًا بك في بوابة الإدارة',
  inviteLead: 'اختر كلمة المرور التي ستسجّل الدخول بها.',
  setPassword: 'تعيين كلمة المرور',
  resetLead: 'أدخل كلمة مرور جديدة لحساب الإدارة.',
  resetDescription: 'اختر كلمة مرور جديدة لحساب الإدارة.',
  reset: 'إعادة تعيين كلمة المرور',
  resetting: 'جارٍ إعادة التعيين...',
  backToLogin: 'العودة إلى تسجيل الدخول',
  requestNewLink: 'اطلب رابطًا جديدًا',
  minLength: (n) => `${n} أحرف على الأقل.`,
};
