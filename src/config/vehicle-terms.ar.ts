import type { Translated } from '../../domain/locale';
import type * as en from './vehicle-terms';

/** The words of car data in Arabic (vehicle-terms.ts): the same tables, the same keys. */
export const VEHICLE_TERMS: Translated<typeof en.VEHICLE_TERMS> = {
  categories: {
    Luxury: 'فاخرة',
    Sports: 'رياضية',
    SUV: 'دفع رباعي',
    Sedan: 'سيدان',
    Convertible: 'مكشوفة',
    Coupe: 'كوبيه',
    Hatchback: 'هاتشباك',
  },
  transmissions: { Automatic: 'أوتوماتيكي', Manual: 'يدوي', 'Semi-Automatic': 'نصف أوتوماتيكي' },
  fuels: { Petrol: 'بنزين', Diesel: 'ديزل', Electric: 'كهربائي', Hybrid: 'هجين' },
  statuses: { available: 'متاحة', rented: 'مؤجّرة', maintenance: 'قيد الصيانة', 'not available': 'غير نشطة' },
  availability: {
    availableNow: 'متاحة الآن',
    rented: 'مؤجّرة حاليًا',
    maintenance: 'قيد الصيانة',
    unavailable: 'غير متاحة مؤقتًا',
    fallback: 'متاحة',
  },
  sort: { newest: 'الأحدث أولًا', oldest: 'الأقدم أولًا', popular: 'الأكثر رواجًا' },
  locations: { list: 'دبي، الإمارات العربية المتحدة', default: 'الخليج التجاري، دبي' },
};

/** Places the seeded fleet names that are not default locations: translated when a car shows them as entered. */
export const KNOWN_PLACES: Readonly<Record<string, string>> = {
  'Business Bay': 'الخليج التجاري',
  'Downtown Dubai': 'وسط مدينة دبي',
  'Dubai Marina': 'دبي مارينا',
  'Palm Jumeirah': 'نخلة جميرا',
  'Abu Dhabi, UAE': 'أبوظبي، الإمارات العربية المتحدة',
  Dubai: 'دبي',
};
