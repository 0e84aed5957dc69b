import type { Translated } from '../../../../domain/locale';
import type { AuditKind } from '../../../../domain/types';
import type * as en from './activity-copy';

/** Events as Arabic counts them (حدث واحد، حدثان، 3 أحداث، 11 حدثًا). */
const events = (count: number): string =>
  count === 1 ? 'حدث واحد' : count === 2 ? 'حدثان' : `${count} ${count >= 3 && count <= 10 ? 'أحداث' : 'حدثًا'}`;

/** Images as Arabic counts them (صورة واحدة، صورتان، 3 صور، 11 صورة). */
const images = (count: number): string =>
  count === 1 ? 'صورة واحدة' : count === 2 ? 'صورتان' : `${count} ${count >= 3 && count <= 10 ? 'صور' : 'صورة'}`;

/** The activity log's texts in Arabic (decision 020): the twin of ./activity-copy.ts. */
export const ACTIVITY_TEXT: Translated<typeof en.ACTIVITY_TEXT> = {
  eyebrow: 'سجل التدقيق',
  title: 'سجل النشاط',
  metaTitle: 'سجل النشاط | الإدارة',
  metaDescription: 'من غيّر ماذا في البوابة ومتى: كل تغيير على الأسطول، وكل تسجيل دخول وتغيير لكلمة المرور.',
  intro: 'كل تغيير على الأسطول وكل تسجيل دخول، الأحدث أولًا: من أجراه، ومتى، وما الذي غيّره.',
  refresh: 'تحديث',
  filtersLabel: 'تصفية النشاط',
  admin: 'المسؤول',
  allAdmins: 'كل المسؤولين',
  kind: 'نوع التغيير',
  allKinds: 'كل التغييرات',
  reset: 'إعادة ضبط التصفية',
  listLabel: 'النشاط، الأحدث أولًا',
  loading: 'جارٍ تحميل النشاط...',
  loadFailed: 'تعذّر تحميل النشاط.',
  tryAgain: 'حاول مجددًا',
  shown: (count) => `يُعرض ${events(count)}`,
  emptyTitle: 'لا يوجد نشاط بعد',
  emptyText: 'تظهر هنا التغييرات على الأسطول وعمليات تسجيل الدخول إلى البوابة فور حدوثها.',
  emptyFilteredTitle: 'لا شيء يطابق عوامل التصفية هذه',
  emptyFilteredText: 'اختر مسؤولًا أو نوع تغيير آخر، أو أعد ضبط التصفية.',
  loadOlder: 'عرض الأقدم',
  loadingOlder: 'جارٍ تحميل النشاط الأقدم...',
  olderFailed: 'تعذّر تحميل النشاط الأقدم.',
  allLoaded: 'هذه بداية السجل.',
  historyAllLoaded: 'هذا كل ما سُجّل عنها.',
  by: 'بواسطة',
  aCar: 'سيارة',
  anAccount: 'حساب',
  changesLabel: 'ما الذي تغيّر',
  was: 'قبل:',
  now: 'بعد:',
  yes: 'نعم',
  no: 'لا',
  showAll: 'عرض الكل',
  showLess: 'عرض أقل',
  listSeparator: '، ',
  images,
  added: 'أُضيفت',
  removed: 'أُزيلت',
  imagesReordered: 'الصور نفسها: تغيّر ترتيبها أو صورة الغلاف أو أوصافها.',
  historyTitle: (car) => `سجل ${car}`,
  addedBy: (name, date) => `أُضيفت بواسطة ${name} في ${date}`,
  editedBy: (name, date) => `آخر تعديل بواسطة ${name} في ${date}`,
  aFormerAdmin: 'مسؤول سابق',
  historyEmptyTitle: 'لا توجد تغييرات مسجّلة بعد',
  historyEmptyText: 'تظهر هنا التغييرات على هذه السيارة فور حدوثها.',
  close: 'إغلاق',
};

/** What an event did, as a noun phrase (إضافة، تعديل…): Arabic verbs would take the admin's gender, which the log does not know. */
export const EVENT_SENTENCES: Record<AuditKind, (name: string) => string> = {
  'car.create': (car) => `إضافة ${car}`,
  'car.edit': (car) => `تعديل ${car}`,
  'car.status': (car) => `تغيير حالة ${car}`,
  'car.delete': (car) => `نقل ${car} إلى سلة المحذوفات`,
  'car.restore': (car) => `استعادة ${car}`,
  'car.purge': (car) => `حذف ${car} نهائيًا`,
  'account.signIn': () => 'تسجيل الدخول',
  'account.passwordChange': () => 'تغيير كلمة المرور',
  'account.passwordReset': () => 'إعادة تعيين كلمة المرور',
  'account.invite': (name) => `دعوة ${name}`,
  'account.deactivate': (name) => `إيقاف حساب ${name}`,
  'account.reactivate': (name) => `إعادة تفعيل حساب ${name}`,
};

export const KIND_LABELS: Record<AuditKind, string> = {
  'car.create': 'إضافة السيارات',
  'car.edit': 'تعديل السيارات',
  'car.status': 'تغييرات الحالة',
  'car.delete': 'النقل إلى سلة المحذوفات',
  'car.restore': 'الاستعادة من سلة المحذوفات',
  'car.purge': 'الحذف النهائي',
  'account.signIn': 'تسجيلات الدخول',
  'account.passwordChange': 'تغييرات كلمة المرور',
  'account.passwordReset': 'إعادة تعيين كلمة المرور',
  'account.invite': 'دعوات المسؤولين',
  'account.deactivate': 'إيقاف الحسابات',
  'account.reactivate': 'إعادة تفعيل الحسابات',
};

export const FIELD_LABELS: Translated<typeof en.FIELD_LABELS> = {
  features: 'المزايا',
  status: 'الحالة',
  slug: 'عنوان الصفحة (slug)',
  isFeatured: 'مميزة في الصفحة الرئيسية',
  isActive: 'معروضة على الموقع',
  isAvailable: 'متاحة للإيجار',
};
