import type { Translated } from '../../../domain/locale';
import type * as en from './admin-layout-copy';

/** The admin portal's own labels in Arabic (decision 014): the twin of ADMIN_TEXT in ./admin-layout-copy.ts. */
export const ADMIN_TEXT: Translated<typeof en.ADMIN_TEXT> = {
  portal: 'بوابة الإدارة',
  operations: 'إدارة الأسطول',
  visualLine: 'كل سيارة في مجموعتنا، في مكان واحد.',
  adminNav: 'الإدارة',
  dashboard: 'لوحة التحكم',
  cars: 'السيارات',
  enquiries: 'الاستفسارات',
  trash: 'سلة المحذوفات',
  newEnquiries: (count) => `${count} جديدة`,
  openMenu: 'فتح قائمة الإدارة',
  closeMenu: 'إغلاق قائمة الإدارة',
  menuTitle: 'قائمة الإدارة',
  signedInAs: 'مسجّل الدخول باسم',
  changePassword: 'تغيير كلمة المرور',
  logout: 'تسجيل الخروج',
  loggingOut: 'جارٍ تسجيل الخروج...',
  viewSite: 'زيارة الموقع',
  loginTitle: 'دخول الإدارة',
  loginLead: 'سجّل الدخول لإدارة الأسطول.',
  loginDescription: 'سجّل الدخول إلى بوابة إدارة الأسطول.',
  email: 'البريد الإلكتروني للمسؤول',
  password: 'كلمة المرور',
  showPassword: 'إظهار كلمة المرور',
  keepLoggedIn: 'إبقائي مسجّلًا الدخول',
  submit: 'الدخول إلى لوحة الإدارة',
  submitting: 'جارٍ تسجيل الدخول...',
  forgotPassword: 'نسيت كلمة المرور؟',
  backToSite: 'العودة إلى الموقع',
};
