import { ltr } from '../../../domain/bidi';
import { formatNumber, formatYear } from '../../i18n/format';
import type { PageHead } from '../../../domain/page-heads';
import { carMetaIn, type HeadCar } from './car-meta';
import type { Translated } from '../../../domain/locale';
import type * as en from './car-detail-copy';

/**
 * Document title and meta description of a car page in Arabic (./car-meta.ts): the car's Arabic meta texts, else
 * these, never the English ones (no title half in English). The name stays as written.
 */
export const carMeta = (car: HeadCar): PageHead =>
  carMetaIn(car, 'ar', {
    title: (name) => `استأجر ${name} في دبي`,
    description: (name, { year }) => `استأجر ${name} ${formatYear(year, 'ar')} في دبي، مع توصيل واستلام مجانيين وتأمين شامل وخدمة على مدار الساعة.`,
  });

/** A count as Arabic writes it with its noun: مشاهدة واحدة، مشاهدتان، 5 مشاهدات، 120 مشاهدة. */
function views(count: number): string {
  if (count === 1) return 'مشاهدة واحدة';
  if (count === 2) return 'مشاهدتان';
  const written = formatNumber(count, 'ar');
  const tens = count % 100;
  return `${written} ${tens >= 3 && tens <= 10 ? 'مشاهدات' : 'مشاهدة'}`;
}

const n = (value: number) => formatNumber(value, 'ar');

/** The car page's texts in Arabic (car-detail-copy.ts): the same names, the same types. */
export const DETAIL_TEXT: Translated<typeof en.DETAIL_TEXT> = {
  pageTitle: 'تفاصيل السيارة',
  pageDescription: 'تأجير السيارات الفاخرة والرياضية في دبي: الصور والمواصفات والتجهيزات ومدى التوفر.',
  loading: 'جارٍ تحميل تفاصيل السيارة...',
  notFoundTitle: 'السيارة غير موجودة',
  notFoundText: 'السيارة التي تبحث عنها غير موجودة.',
  backToCars: 'العودة إلى السيارات',
  loadFailedTitle: 'تعذّر تحميل هذه السيارة',
  waitTitle: 'لحظة من فضلك',
  breadcrumb: 'مسار التنقل',
  home: 'الرئيسية',
  cars: 'السيارات',
  gallery: 'معرض الصور',
  noImages: 'لا تتوفر صور',
  previousImage: 'الصورة السابقة',
  nextImage: 'الصورة التالية',
  openImage: (i, total) => `عرض الصورة ${n(i)} من ${n(total)} بملء الشاشة`,
  showImage: (i, total) => `عرض الصورة ${n(i)} من ${n(total)}`,
  // 'من', not '/': in a right-to-left line '1 / 4' would read '4 / 1'.
  counter: (i, total) => `${n(i)} من ${n(total)}`,
  photoOf: (i, total) => `الصورة ${n(i)} من ${n(total)}`,
  lightboxTitle: (name, i, total) => `${name}، الصورة ${n(i)} من ${n(total)}`,
  lightboxHint: 'استخدم مفاتيح الأسهم للتنقل، وZ للتكبير، وEscape للإغلاق.',
  closeLightbox: 'إغلاق المعرض',
  zoomIn: 'تكبير',
  zoomOut: 'تصغير',
  tabs: { overview: 'نظرة عامة', specifications: 'المواصفات', features: 'التجهيزات' },
  tabsLabel: 'معلومات السيارة',
  noFeatures: 'اطلب من فريق الكونسيرج القائمة الكاملة لتجهيزات هذه السيارة.',
  quote: 'تواصل معنا لمعرفة الأسعار',
  quoteEyebrow: 'الأسعار عند الطلب',
  quoteNote: 'أسعار يومية وأسبوعية وشهرية، مصمّمة وفق مواعيدك.',
  availability: 'التوفر',
  whatsapp: 'استفسر عبر واتساب',
  // The number isolated, so it reads +971 … in an Arabic line.
  call: (phone) => `اتصل على ${ltr(phone)}`,
  perks: ['توصيل واستلام مجانيان', 'تأمين شامل', 'دعم على مدار الساعة', 'بلا رسوم خفية'],
  relatedEyebrow: 'المزيد من أسطولنا',
  relatedTitle: 'قد يعجبك أيضًا',
  relatedLoading: 'جارٍ تحميل سيارات مشابهة...',
  views,
};

/** '3.6s' → '3.6 ث', '20,900 km' → '20,900 كم'; anything else as the admin typed it. */
function units(value: string): string {
  const text = value.trim();
  const seconds = /^([\d.,]+)\s*(s|sec|secs|seconds)$/i.exec(text);
  if (seconds) return `${seconds[1]} ث`;
  const distance = /^([\d.,]+)\s*(km|kms|kilometres|kilometers)$/i.exec(text);
  if (distance) return `${distance[1]} كم`;
  return value;
}

export const SPEC_TEXT: Translated<typeof en.SPEC_TEXT> = {
  engine: 'المحرك',
  horsepower: 'القوة',
  topSpeed: 'السرعة القصوى',
  acceleration: 'من 0 إلى 100 كم/س',
  mileage: 'المسافة المقطوعة',
  color: 'اللون الخارجي',
  interior: 'المقصورة',
  transmission: 'ناقل الحركة',
  fuelType: 'نوع الوقود',
  seats: 'المقاعد',
  year: 'سنة الصنع',
  category: 'الفئة',
  hp: (value) => `${value} حصان`,
  kmh: (value) => `${value} كم/س`,
  units,
};
