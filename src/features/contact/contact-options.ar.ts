import { DELIVERY_PLACES, PREFERRED_CONTACTS, PUBLIC_CATEGORIES, RENTAL_PERIODS } from '../../../domain/constants';
import type * as en from './contact-options';

/** The contact form's choices in Arabic (contact-options.ts): the same values, Arabic labels. */
const CATEGORY_LABELS: Record<(typeof PUBLIC_CATEGORIES)[number], string> = {
  luxury: 'فاخرة',
  sports: 'رياضية',
  suv: 'دفع رباعي',
  sedan: 'سيدان',
  convertible: 'مكشوفة',
  coupe: 'كوبيه',
};
const PERIOD_LABELS: Record<(typeof RENTAL_PERIODS)[number], string> = {
  daily: 'يومي',
  weekly: 'أسبوعي',
  monthly: 'شهري',
  'long-term (3+ months)': 'طويل الأمد (3 أشهر فأكثر)',
};
const CONTACT_LABELS: Record<(typeof PREFERRED_CONTACTS)[number], string> = { email: 'البريد الإلكتروني', phone: 'الهاتف', whatsapp: 'واتساب' };

export const CAR_INTEREST_OPTIONS: typeof en.CAR_INTEREST_OPTIONS = PUBLIC_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
export const RENTAL_PERIOD_OPTIONS: typeof en.RENTAL_PERIOD_OPTIONS = RENTAL_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));
export const PREFERRED_CONTACT_OPTIONS: typeof en.PREFERRED_CONTACT_OPTIONS = PREFERRED_CONTACTS.map((value) => ({ value, label: CONTACT_LABELS[value] }));

const DELIVERY_LABELS: Record<(typeof DELIVERY_PLACES)[number], string> = {
  showroom: 'الاستلام من صالة العرض',
  airport: 'المطار (دبي الدولي أو آل مكتوم)',
  hotel: 'فندق أو عنوان',
};
export const DELIVERY_OPTIONS: typeof en.DELIVERY_OPTIONS = DELIVERY_PLACES.map((value) => ({ value, label: DELIVERY_LABELS[value] }));
