import type { components } from '../../../api/schema';
import { VEHICLE_TERMS } from '../../../config/vehicle-terms.ar';
import type { Translated } from '../../../i18n/locale';
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
