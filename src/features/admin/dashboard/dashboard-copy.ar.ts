import type { components } from '../../../../domain/api-schema';
import { VEHICLE_TERMS } from '../../../config/vehicle-terms.ar';
import type { Translated } from '../../../../domain/locale';
import type * as en from './dashboard-copy';

type CarStatus = components['schemas']['CarStatus'];

/** The dashboard's labels in Arabic (decision 014): the twin of ./dashboard-copy.ts. */
export const DASHBOARD_TEXT: Translated<typeof en.DASHBOARD_TEXT> = {
  eyebrow: 'نظرة عامة',
  title: 'لوحة التحكم',
  metaDescription: 'إحصاءات الأسطول للمسؤولين.',
  lead: 'الأسطول في لمحة: الجاهزية، والتشكيلة، وأكثر ما يستوقف الزوار.',
  refresh: 'تحديث',
  refreshing: 'جارٍ التحديث...',
  retry: 'إعادة المحاولة',
  loading: 'جارٍ تحميل الإحصاءات...',
  tilesLabel: 'إحصاءات الأسطول',
  total: 'إجمالي السيارات',
  featured: 'المميّزة',
  active: 'النشطة',
  inactive: 'غير النشطة',
  activeSpoken: (active, inactive) => `النشطة ${active}، غير النشطة ${inactive}. `,
  activeSplit: 'نشطة / غير نشطة',
  totalViews: 'إجمالي المشاهدات',
  ofFleet: (share) => `${share} من الأسطول`,
  byStatus: 'الأسطول حسب الحالة',
  byCategory: 'الأسطول حسب الفئة',
  byBrand: 'الأسطول حسب العلامة',
  mostViewed: 'السيارات الأكثر مشاهدة',
  noViews: 'لم تُشاهَد أي سيارة بعد.',
  empty: 'لا توجد سيارات في الأسطول بعد.',
  views: (n) => `${n} مشاهدة`,
  cars: 'السيارات',
  share: 'النسبة',
  manageFleet: 'إدارة الأسطول',
};

/** Status names as the admin reads them: the shared words of car data, with 'not available' as such (not Inactive). */
export const STATUS_LABEL: Record<CarStatus, string> = { ...VEHICLE_TERMS.statuses, 'not available': 'غير متاحة' };

/** The demand section's labels in Arabic: the twin of DEMAND_TEXT in ./dashboard-copy.ts. */
export const DEMAND_TEXT: Translated<typeof en.DEMAND_TEXT> = {
  title: 'الطلب — آخر 30 يومًا',
  lead: 'الاستفسارات المرسلة عبر النموذج، ونقرات واتساب والاتصال في صفحات السيارات وبطاقاتها وقائمة المفضّلة.',
  loading: 'جارٍ تحميل الطلب...',
  empty: 'لا توجد استفسارات بعد',
  emptyHint: 'ستظهر هنا استفسارات آخر 30 يومًا ونقرات واتساب والاتصال.',
  channelsLabel: 'الطلب حسب القناة',
  channels: { form: 'نموذج الاستفسار', whatsapp: 'واتساب', call: 'اتصال' },
  ofDemand: (share) => `${share} من الطلب`,
  median: 'الوقت الوسيط حتى أول تواصل',
  noMedian: '—',
  noMedianNote: 'لم يُتواصل مع أي استفسار بعد',
  perDay: 'الاستفسارات يوميًا',
  day: 'اليوم',
  enquiries: 'الاستفسارات',
  inWindow: (n) => `الاستفسارات في 30 يومًا: ${n}`,
  topCars: 'السيارات الأكثر طلبًا',
  car: 'السيارة',
  form: 'النموذج',
  whatsapp: 'واتساب',
  call: 'اتصال',
  total: 'الإجمالي',
  noCars: 'لم يُستفسر عن أي سيارة بعد.',
  days: (n) => `${n} ي`,
  hours: (n) => `${n} س`,
  minutes: (n) => `${n} د`,
  underMinute: 'أقل من دقيقة',
};
