import { TRASH_DAYS } from '../../../../domain/constants';
import type { CarStatus } from '../../../../domain/types';
import { MSG } from '../../../../domain/app-messages.ar';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, YEAR_MIN } from '../../../../domain/constants';
import { VEHICLE_TERMS } from '../../../config/vehicle-terms.ar';
import { formatNumber } from '../../../i18n/format';
import type { Translated } from '../../../../domain/locale';
import type * as en from './cars-copy';

const n = (value: number) => formatNumber(value, 'ar');

/** The admin cars screen in Arabic (decision 014): the twin of CARS_TEXT in ./cars-copy.ts. */
export const CARS_TEXT: Translated<typeof en.CARS_TEXT> = {
  metaTitle: 'السيارات',
  metaDescription: 'أدِر الأسطول: أضف السيارات وعدّلها واحذفها، وغيّر حالتها، وارفع صورها.',
  eyebrow: 'الأسطول',
  title: 'السيارات',
  addCar: 'إضافة سيارة جديدة',
  loading: 'جارٍ تحميل السيارات...',
  empty: 'لم يُعثر على سيارات',
  emptyFilteredHint: 'لا توجد سيارة تطابق عوامل التصفية هذه.',
  emptyFleetHint: 'الأسطول فارغ. أضف أول سيارة.',
  tryAgain: 'إعادة المحاولة',
  showing: (shown, total) => `عرض ${n(shown)} من أصل ${n(total)} سيارة`,
  showMore: (step) => `عرض ${n(step)} إضافية`,
  rendered: (rendered, matching) => `${n(rendered)} من ${n(matching)} معروضة`,

  summaryLabel: 'ملخص الأسطول',
  tiles: { total: 'إجمالي السيارات', available: 'المتاحة', featured: 'المميزة', rented: 'المؤجّرة' },

  filtersLabel: 'تصفية السيارات',
  search: 'البحث في السيارات',
  searchPlaceholder: 'الاسم أو العلامة أو الطراز',
  brand: 'العلامة',
  category: 'الفئة',
  status: 'الحالة',
  active: 'الظهور',
  featured: 'التمييز',
  allBrands: 'كل العلامات',
  allCategories: 'كل الفئات',
  allStatuses: 'كل الحالات',
  allActive: 'النشطة وغير النشطة',
  allFeatured: 'المميزة وغير المميزة',
  activeOnly: 'النشطة فقط',
  inactiveOnly: 'غير النشطة فقط',
  featuredOnly: 'المميزة فقط',
  notFeatured: 'غير المميزة',
  reset: 'مسح عوامل التصفية',

  available: 'متاحة',
  unavailable: 'غير متاحة',
  featuredBadge: 'مميزة',
  inactiveBadge: 'مخفية عن الموقع',
  statusLine: (label) => `الحالة: ${label}`,
  edit: 'تعديل',
  delete: 'حذف',
  history: 'السجل',
  changeStatus: 'تغيير الحالة',
  activate: 'إتاحة',
  working: 'جارٍ الحفظ...',
  switchFeatured: 'مميزة',
  switchActive: 'نشطة',
  switchAvailable: 'متاحة',
  noImage: 'لا توجد صورة',

  deleteTitle: 'حذف هذه السيارة؟',
  deleteText: (name) => `ستُزال ${name} من الأسطول ومن الموقع فورًا، وتبقى في سلة المحذوفات ${TRASH_DAYS} يومًا يمكن استعادتها خلالها.`,
  cancel: 'إلغاء',
  confirmDelete: 'حذف السيارة',
  deleting: 'جارٍ الحذف...',
};

/** The status filter's labels: the shared words of car data ('not available' reads Inactive, SPEC §3). */
export const STATUS_LABELS: Record<CarStatus, string> = VEHICLE_TERMS.statuses;
export const MENU_LABELS: Record<CarStatus, string> = { ...VEHICLE_TERMS.statuses, 'not available': 'غير متاحة' };

/** The add/edit dialog and its form in Arabic: the twin of FORM_TEXT. */
export const FORM_TEXT: Translated<typeof en.FORM_TEXT> = {
  addTitle: 'إضافة سيارة جديدة',
  editTitle: 'تعديل السيارة',
  addLead: 'كل ما يعرضه المعرض عن السيارة. الحقول المعلَّمة بـ * إلزامية.',
  editLead: (name) => `تظهر تعديلاتك على ${name} في الموقع فور حفظها.`,
  close: 'إغلاق',
  cancel: 'إلغاء',
  submitAdd: 'إضافة السيارة',
  submitEdit: 'حفظ التغييرات',
  saving: 'جارٍ الحفظ...',
  stillNeeded: (items) => `للحفظ، أكمل: ${items}.`,
  itemSeparator: '، ',
  waitUploads: 'انتظر حتى يكتمل رفع الصور.',
  anImage: 'صورة واحدة على الأقل',

  sections: {
    basics: 'السيارة',
    details: 'التفاصيل',
    features: 'المزايا',
    specs: 'المواصفات',
    images: 'الصور',
    seo: 'محركات البحث',
    visibility: 'الظهور',
  },
  labels: {
    name: 'الاسم',
    brand: 'العلامة',
    customBrand: 'علامة أخرى',
    model: 'الطراز',
    year: 'سنة الصنع',
    category: 'الفئة',
    transmission: 'ناقل الحركة',
    fuelType: 'الوقود',
    seats: 'المقاعد',
    location: 'مكان السيارة',
    description: 'الوصف',
    features: 'المزايا (مفصولة بفواصل)',
    engine: 'المحرك',
    horsepower: 'القوة (حصان)',
    topSpeed: 'السرعة القصوى (كم/س)',
    acceleration: 'التسارع 0–100 كم/س',
    mileage: 'المسافة المقطوعة',
    color: 'اللون الخارجي',
    interiorColor: 'لون المقصورة',
    metaTitle: 'عنوان الصفحة (Meta)',
    metaDescription: 'وصف الصفحة (Meta)',
    isFeatured: 'مميزة في الصفحة الرئيسية',
    isActive: 'نشطة (معروضة على الموقع)',
    isAvailable: 'متاحة للإيجار',
    images: 'الصور',
  },
  choose: 'اختر...',
  chooseBrand: 'اختر علامة',
  otherBrand: 'أخرى (اكتب اسم العلامة)',
  backToList: 'الاختيار من القائمة',
  useOther: 'العلامة غير مدرجة؟ اختر «أخرى» واكتب اسمها.',
  suggestions: 'اقتراحات',
  addFeature: (feature) => `إضافة ${feature}`,
  // "12 / 60" would read backwards in a right-to-left line.
  counter: (used, max) => `${n(used)} من ${n(max)}`,
  nameHint: 'يظهر على كل بطاقة، مثل Ferrari Roma.',
  featuresHint: 'افصل بين المزايا بفواصل، أو أضفها من الاقتراحات أدناه.',

  problems: {
    required: MSG.fieldRequired,
    yearRange: (max) => `أدخل سنة بين ${YEAR_MIN} و${max}.`,
    seatsRange: 'أدخل عدد المقاعد.',
    atLeastZero: 'أدخل 0 أو أكثر.',
    notNumber: 'أدخل رقمًا.',
    tooLong: (max) => `استخدم ${n(max)} حرفًا على الأكثر.`,
  },
  metaTitleMax: META_TITLE_MAX,
  metaDescriptionMax: META_DESCRIPTION_MAX,

  imagesLead: 'حتى 5 صور بصيغة JPEG أو PNG أو WebP، لا يتجاوز حجم كل منها 5 ميغابايت. الصورة الأولى هي الغلاف، وهي إلزامية.',
  slotLabel: (position) => (position === 1 ? 'الصورة 1 (الغلاف، إلزامية)' : `الصورة ${n(position)}`),
  dropzone: (position) => `الصورة ${n(position)}: أفلت صورة هنا، أو اضغط لاختيار ملف`,
  dropHint: 'أفلت صورة أو انقر للاختيار',
  replaceHint: 'أفلت صورة أو انقر للاستبدال',
  uploading: 'جارٍ الرفع...',
  cancelUpload: 'إلغاء الرفع',
  remove: 'إزالة',
  dismiss: 'إخفاء',
  retry: 'إعادة المحاولة',
  moveLeft: (position) => `تقديم الصورة ${n(position)}`,
  moveRight: (position) => `تأخير الصورة ${n(position)}`,
  cover: 'الغلاف',
  moved: (position) => `نُقلت الصورة إلى الموضع ${n(position)}.`,
  previewAlt: (position) => `معاينة الصورة ${n(position)}`,

  discardTitle: 'تجاهل التغييرات غير المحفوظة؟',
  discardText: 'لم يُحفظ ما كتبته ورفعته في هذه النافذة بعد. هل تريد تجاهله؟',
  keepEditing: 'متابعة التعديل',
  discard: 'تجاهل التغييرات',
};
