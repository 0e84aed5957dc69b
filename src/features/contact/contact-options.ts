import { DELIVERY_PLACES, PREFERRED_CONTACTS, PUBLIC_CATEGORIES, RENTAL_PERIODS } from '../../../domain/constants';

/** Choices of the contact form (SPEC §3), labelled for people; values are the message's own. */
const CATEGORY_LABELS: Record<(typeof PUBLIC_CATEGORIES)[number], string> = {
  luxury: 'Luxury',
  sports: 'Sports',
  suv: 'SUV',
  sedan: 'Sedan',
  convertible: 'Convertible',
  coupe: 'Coupe',
};
const CONTACT_LABELS: Record<(typeof PREFERRED_CONTACTS)[number], string> = { email: 'Email', phone: 'Phone', whatsapp: 'WhatsApp' };
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const CAR_INTEREST_OPTIONS = PUBLIC_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
export const RENTAL_PERIOD_OPTIONS = RENTAL_PERIODS.map((value) => ({ value, label: capitalise(value) }));
export const PREFERRED_CONTACT_OPTIONS = PREFERRED_CONTACTS.map((value) => ({ value, label: CONTACT_LABELS[value] }));

const DELIVERY_LABELS: Record<(typeof DELIVERY_PLACES)[number], string> = {
  showroom: 'Collect at our showroom',
  airport: 'Airport (DXB or DWC)',
  hotel: 'Hotel or address',
};
export const DELIVERY_OPTIONS = DELIVERY_PLACES.map((value) => ({ value, label: DELIVERY_LABELS[value] }));
