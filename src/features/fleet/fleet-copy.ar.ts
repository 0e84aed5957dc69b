import type { CategoryTab } from '../../../machines/collection/collection.model';
import { CAR_CARD_TEXT } from '../../components/car-card/car-card-copy.ar';
import { CATEGORY_TILES } from '../../config/catalog.ar';
import { CAR_STATUSES, FUEL_TYPES, SEAT_OPTIONS, TRANSMISSIONS, type PublicCategory } from '../../../domain/constants';
import { PAGE_HEADS } from '../../config/page-heads.ar';
import { VEHICLE_TERMS } from '../../config/vehicle-terms.ar';
import type { Translated } from '../../../domain/locale';
import type * as en from './fleet-copy';
import type { Option } from './fleet-copy';

/** The /cars copy in Arabic (fleet-copy.ts): the same names, the same types. */
export const CATEGORY_LABELS: Record<PublicCategory, string> = {
  luxury: VEHICLE_TERMS.categories.Luxury,
  sports: VEHICLE_TERMS.categories.Sports,
  suv: VEHICLE_TERMS.categories.SUV,
  sedan: VEHICLE_TERMS.categories.Sedan,
  convertible: VEHICLE_TERMS.categories.Convertible,
  coupe: VEHICLE_TERMS.categories.Coupe,
};

export const TAB_LABELS: Record<CategoryTab, string> = { all: 'الكل', ...CATEGORY_LABELS };

/** The category as the empty state names it: 'لم يُعثر على سيارات فاخرة'. */
export const emptyCategoryName: typeof en.emptyCategoryName = (category) => (category === 'all' ? null : CATEGORY_LABELS[category]);

export const TRANSMISSION_OPTIONS: readonly Option[] = TRANSMISSIONS.map((t) => ({ value: t, label: VEHICLE_TERMS.transmissions[t] }));
export const FUEL_OPTIONS: readonly Option[] = FUEL_TYPES.map((f) => ({ value: f, label: VEHICLE_TERMS.fuels[f] }));
export const SEAT_CHOICES: readonly Option[] = SEAT_OPTIONS.map((n) => ({ value: String(n), label: CAR_CARD_TEXT.seats(n) }));
export const yearOptions: typeof en.yearOptions = (years) => years.map((y) => ({ value: String(y), label: String(y) }));
export const STATUS_OPTIONS: readonly Option[] = CAR_STATUSES.map((s) => ({ value: s, label: VEHICLE_TERMS.statuses[s] }));

export const FLEET_TEXT: Translated<typeof en.FLEET_TEXT> = {
  eyebrow: 'الأسطول',
  lead: 'سيارات خارقة وسيارات سياحية فاخرة وليموزين وسيارات دفع رباعي، نُعدّها في الخليج التجاري ونوصلها إليك في أي مكان في دبي.',
  searchLabel: 'ابحث عن سيارة',
  searchPlaceholder: 'ابحث بالعلامة أو الطراز أو الفئة',
  categoriesLabel: 'فئات السيارات',
  filtersTitle: 'التصفية',
  openFilters: 'التصفية',
  showResults: 'عرض النتائج',
  closeFilters: 'إغلاق التصفية',
  sortLabel: 'الترتيب حسب',
  viewLabel: 'طريقة العرض',
  gridView: 'عرض شبكي',
  listView: 'عرض قائمة',
  loadMore: 'عرض المزيد',
  loadingMore: 'جارٍ التحميل...',
  loadingCars: 'جارٍ تحميل السيارات...',
  resultsLabel: 'النتائج',
  all: {
    brand: 'جميع العلامات',
    transmission: 'جميع أنواع ناقل الحركة',
    fuelType: 'جميع أنواع الوقود',
    seats: 'أي عدد من المقاعد',
    year: 'جميع السنوات',
    status: 'جميع الحالات',
  },
  labels: { brand: 'العلامة التجارية', transmission: 'ناقل الحركة', fuelType: 'الوقود', seats: 'المقاعد', year: 'سنة الصنع', status: 'الحالة' },
  brandCount: (brand, count) => `${brand} (${count})`,
};

/** The categories as the car-types page names them ('السيارات الرياضية'). */
const CATEGORY_NAMES = Object.fromEntries(CATEGORY_TILES.map((t) => [t.slug, t.name])) as Record<PublicCategory, string>;

/** A brand's cars of a category: 'سيارات Ferrari الرياضية'. */
const BRAND_KIND: Record<PublicCategory, (brand: string) => string> = {
  luxury: (b) => `سيارات ${b} الفاخرة`,
  sports: (b) => `سيارات ${b} الرياضية`,
  suv: (b) => `سيارات ${b} للدفع الرباعي`,
  sedan: (b) => `سيارات ${b} السيدان`,
  convertible: (b) => `سيارات ${b} المكشوفة`,
  coupe: (b) => `سيارات ${b} الكوبيه`,
};

/** The /cars heading and document title: 'جميع السيارات', 'Ferrari', 'السيارات الرياضية', 'سيارات Ferrari الرياضية'. */
export const collectionTitle: typeof en.collectionTitle = (brand, category) => {
  const name = brand.trim();
  if (category === 'all') return name || PAGE_HEADS.cars.title;
  return name ? BRAND_KIND[category](name) : CATEGORY_NAMES[category];
};

/** The count heading: 'السيارات المتاحة: 12', 'السيارات الفاخرة المتاحة: 3' (no plural agreement to get wrong). */
export const resultHeading: typeof en.resultHeading = (total, category, written = String(total)) => {
  const kind = category === 'all' ? 'السيارات' : CATEGORY_NAMES[category];
  return `${kind} المتاحة: ${written}`;
};
