import { isolate } from '../../../../domain/bidi';
import type { Translated } from '../../../../domain/locale';
import { INVITE_LINK_DAYS } from '../../../../domain/rules';
import type * as en from './accounts-copy';

/** A count as Arabic counts it: one, two (the dual), 3–10 (the plural), 11 and up (the accusative singular). */
const counted = (count: number, [one, two, few, many]: readonly [string, string, string, string]): string =>
  count === 1 ? one : count === 2 ? two : `${count} ${count >= 3 && count <= 10 ? few : many}`;

/** How many days an invitation's link works, as Arabic counts days (يومين، 3 أيام). */
const inviteDays = counted(INVITE_LINK_DAYS, ['يومًا واحدًا', 'يومين', 'أيام', 'يومًا']);

/** The accounts page's texts in Arabic (decision 020): the twin of ./accounts-copy.ts. */
export const ACCOUNTS_TEXT: Translated<typeof en.ACCOUNTS_TEXT> = {
  eyebrow: 'الفريق',
  title: 'الحسابات',
  metaTitle: 'الحسابات | الإدارة',
  metaDescription: 'كل من يمكنه تسجيل الدخول إلى البوابة: ادعُ مسؤولًا، أو أوقف حسابًا أو أعد تفعيله.',
  intro: 'كل من يمكنه تسجيل الدخول إلى البوابة. ادعُ مسؤولًا جديدًا عبر البريد الإلكتروني؛ ليختار كلمة مروره بنفسه من خلال الرابط الذي نرسله.',
  invite: 'دعوة مسؤول',
  signOutOthers: 'تسجيل الخروج من جلساتي الأخرى',
  signingOut: 'جارٍ تسجيل الخروج...',
  loading: 'جارٍ تحميل الحسابات...',
  loadFailed: 'تعذّر تحميل الحسابات.',
  tryAgain: 'حاول مجددًا',
  listLabel: 'الحسابات، النشطة أولًا',
  count: (count) => counted(count, ['حساب واحد', 'حسابان', 'حسابات', 'حسابًا']),
  you: 'أنت',
  role: (role) => (role === 'admin' ? 'مسؤول' : role === 'staff' ? 'موظف' : role),
  active: 'نشط',
  pending: 'مدعو — بانتظار كلمة المرور',
  deactivated: 'موقوف',
  lastSignIn: 'آخر تسجيل دخول',
  never: 'لم يسجّل الدخول بعد',
  sessionsLabel: 'الجلسات',
  sessions: (count) => (count === 0 ? 'لا جلسات مفتوحة' : counted(count, ['جلسة مفتوحة واحدة', 'جلستان مفتوحتان', 'جلسات مفتوحة', 'جلسة مفتوحة'])),
  deactivate: 'إيقاف',
  deactivating: 'جارٍ الإيقاف...',
  reactivate: 'إعادة التفعيل',
  reactivating: 'جارٍ إعادة التفعيل...',
  resend: 'إعادة إرسال الدعوة',
  resendTo: (name) => `إلى ${isolate(name)}`,
  resending: 'جارٍ الإرسال...',
  deactivateTitle: (name) => `إيقاف حساب ${isolate(name)}؟`,
  deactivateText: 'يُسجَّل خروجه فورًا ولن يتمكن من تسجيل الدخول بعد ذلك. يمكنك إعادة تفعيله لاحقًا.',
  cancel: 'إلغاء',
  confirmDeactivate: 'إيقاف',
  inviteTitle: 'دعوة مسؤول',
  inviteLead: `نرسل إليه رابطًا بالبريد الإلكتروني ليختار كلمة مروره بنفسه، ويبقى الرابط صالحًا ${inviteDays}.`,
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  nameRequired: 'أدخل اسمه.',
  emailRequired: 'أدخل بريده الإلكتروني.',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.',
  send: 'إرسال الدعوة',
  sending: 'جارٍ الإرسال...',
  close: 'إغلاق',
};
