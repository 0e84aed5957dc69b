import type { Translated } from '../../../domain/locale';
import type * as en from './shell-links';
import type { NavLink } from './shell-links';

/** The public shell's links and labels in Arabic (decision 014): the same names and shapes as shell-links.ts. */
export const NAV_TEXT: Translated<typeof en.NAV_TEXT> = {
  mainNav: 'القائمة الرئيسية',
  allCars: 'جميع السيارات',
  brands: 'العلامات',
  viewAllBrands: 'عرض جميع العلامات',
  carTypes: 'فئات السيارات',
  about: 'من نحن',
  contact: 'تواصل معنا',
  home: 'الصفحة الرئيسية',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  menuTitle: 'القائمة',
  anthemPlay: 'تشغيل لحن الدار',
  anthemPause: 'إيقاف لحن الدار',
  anthemLoading: 'إيقاف لحن الدار (جارٍ التحميل)',
  loading: 'جارٍ التحميل',
  contactDock: 'راسلنا أو اتصل بنا',
  whatsapp: 'تحدّث إلينا عبر واتساب',
  whatsappShort: 'واتساب',
  call: (phone: string) => `اتصل بنا على ${phone}`,
  scrollTop: 'العودة إلى الأعلى',
  newTab: '(يُفتح في علامة تبويب جديدة)',
  skipToContent: 'انتقل إلى المحتوى',
};

export const NAV_LINKS: Translated<typeof en.NAV_LINKS> = {
  allCars: { label: NAV_TEXT.allCars, href: '/cars' },
  carTypes: { label: NAV_TEXT.carTypes, href: '/categories' },
  about: { label: NAV_TEXT.about, href: '/about' },
  contact: { label: NAV_TEXT.contact, href: '/contact' },
  allBrands: { label: NAV_TEXT.viewAllBrands, href: '/brands' },
};

export const FOOTER_TEXT: Translated<typeof en.FOOTER_TEXT> = {
  quickLinks: 'روابط سريعة',
  resources: 'معلومات',
  follow: 'تابعنا',
  contact: 'تواصل معنا',
  blurb: 'تأجير السيارات الفاخرة والرياضية في دبي: سيارات استثنائية منتقاة بعناية، تصلك حتى بابك، على مدار الساعة.',
  // Right to left: © and the year first, then the words, then the Latin name at the line's end, with no full stop
  // after it (it would be drawn on the name's far side).
  copyright: (year: string, name: string) => `© ${year} جميع الحقوق محفوظة لـ ${name}`,
  legal: 'الشؤون القانونية',
};

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: 'الرئيسية', href: '/' },
  { label: 'جميع السيارات', href: '/cars' },
  { label: 'الفئات', href: '/categories' },
  { label: 'من نحن', href: '/about' },
];

export const FOOTER_RESOURCES: readonly NavLink[] = [
  { label: 'اتصل بنا', href: '/contact' },
  { label: 'شروط الخدمة', href: '/disclaimer' },
  { label: 'سياسة الخصوصية', href: '/privacy' },
];

export const FOOTER_LEGAL: readonly NavLink[] = [
  { label: 'الخصوصية', href: '/privacy' },
  { label: 'الشروط', href: '/terms' },
  { label: 'ملفات تعريف الارتباط', href: '/cookies' },
];
