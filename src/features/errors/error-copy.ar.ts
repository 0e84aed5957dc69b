import { MSG } from '../../../domain/app-messages.ar';
import type { Translated } from '../../../domain/locale';
import type * as en from './error-copy';

/** The 404 and 403 screens in Arabic (decision 014). */
export const NOT_FOUND_TEXT: Translated<typeof en.NOT_FOUND_TEXT> = {
  title: MSG.notFoundTitle,
  lead: 'الصفحة التي تبحث عنها نُقلت، أو لم تكن موجودة أصلاً. دعنا نُعِدك إلى الطريق.',
  quickLinks: 'روابط سريعة',
  allCars: 'جميع السيارات',
  about: 'من نحن',
  contact: 'تواصل معنا',
  home: 'العودة إلى الرئيسية',
  browse: 'تصفّح السيارات',
  back: 'رجوع',
  whatsapp: 'الدعم عبر واتساب',
  call: 'اتصل على',
};

export const ACCESS_DENIED_TEXT: Translated<typeof en.ACCESS_DENIED_TEXT> = {
  title: 'الدخول مرفوض',
  lead: (name: string) => `هذا القسم من ${name} مخصّص للمسؤولين فقط.`,
  reasonsTitle: 'الأسباب المحتملة',
  reasons: ['هذه الصفحة مخصّصة لدخول المسؤولين فقط', 'انتهت صلاحية جلستك', 'لا يملك حسابك الصلاحيات الكافية'],
  whereToGo: 'إلى أين تريد الذهاب',
  adminLogin: 'دخول المسؤولين',
  home: 'الرئيسية',
  browse: 'تصفّح السيارات',
  back: 'رجوع',
  emailSupport: 'راسل الدعم التقني',
  emailSubject: 'طلب صلاحية دخول المسؤول',
  call: 'اتصل على',
  logged: 'تم تسجيل محاولة الدخول هذه لأغراض أمنية.',
};
