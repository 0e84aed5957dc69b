import { addDays, dubaiDay, isIsoDay } from '../../domain/dubai-day';
import type { Car } from '../../domain/types';
import { z } from '../../domain/zod';
import {
  DELIVERY_PLACES,
  ENQUIRY_DATE_HORIZON_DAYS,
  PREFERRED_CONTACTS,
  PUBLIC_CATEGORIES,
  RENTAL_PERIODS,
  type PublicCategory,
} from '../../domain/constants';

export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
export type RentalPeriod = (typeof RENTAL_PERIODS)[number];
export type DeliveryPlace = (typeof DELIVERY_PLACES)[number];

/** What the visitor has typed or chosen, exactly as the form shows it ('' = not given). */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  preferredContact: PreferredContact;
  carInterest: PublicCategory | '';
  rentalPeriod: RentalPeriod | '';
  /** Rental days as YYYY-MM-DD (Dubai days), '' = not given. */
  dateFrom: string;
  dateTo: string;
  delivery: DeliveryPlace | '';
  /** The hotel or address; sent only with delivery to a hotel or address. */
  deliveryAddress: string;
  /** The honeypot, an input no person sees: left '' by people, filled by bots (the server then stores nothing). */
  website: string;
};
export type ContactField = keyof ContactFormValues;

/**
 * What the form sends (EnquiryInput without what the page adds: locale, page, referrer, elapsedMs): the typed text
 * trimmed, the choices as given, the dates or null, the car the enquiry is about (by id) or null.
 */
export type EnquiryDraft = Omit<ContactFormValues, 'dateFrom' | 'dateTo'> & {
  dateFrom: string | null;
  dateTo: string | null;
  carId: string | null;
};
/** The server's answer to a stored enquiry: the reference the visitor quotes (LD-XXXXX). */
export type EnquirySent = { reference: string };

/** Required fields in the order the form shows them. */
export const REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];
/**
 * The fields a problem can be shown beside, in the form's order: the first one with a problem gets the focus.
 * `carId` is the car the enquiry is about (the chip above the form).
 */
export const FORM_FIELDS = [
  'carId', 'name', 'email', 'phone', 'subject', 'carInterest', 'rentalPeriod', 'dateFrom', 'dateTo', 'delivery',
  'deliveryAddress', 'preferredContact', 'message',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
/**
 * 'required' = left blank (or a start missing for an end); 'invalid' = not an e-mail address / phone number;
 * 'past' = a day before today in Dubai; 'tooFar' = beyond the booking horizon; 'beforeStart' = an end not after the
 * start; 'refused' = the server refused it (a reason the form does not check itself).
 */
export type ContactFieldError = 'required' | 'invalid' | 'past' | 'tooFar' | 'beforeStart' | 'refused';
export type ContactFieldErrors = Partial<Record<FormField, ContactFieldError>>;

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  preferredContact: 'email',
  carInterest: '',
  rentalPeriod: '',
  dateFrom: '',
  dateTo: '',
  delivery: '',
  deliveryAddress: '',
  website: '',
};

const emailSchema = z.email();
/** The server's phone rule (domain/enquiries.ts). */
const PHONE = /^[+\d][\d\s().-]{3,}$/;
const oneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The values after one field changed. A value outside a field's choices (a forged select option, a day that is not
 * one) leaves the values as they were.
 */
export function applyField(values: ContactFormValues, field: ContactField, value: string): ContactFormValues {
  switch (field) {
    case 'preferredContact':
      return oneOf(PREFERRED_CONTACTS, value) ? { ...values, preferredContact: value } : values;
    case 'carInterest':
      return value === '' || oneOf(PUBLIC_CATEGORIES, value) ? { ...values, carInterest: value } : values;
    case 'rentalPeriod':
      return value === '' || oneOf(RENTAL_PERIODS, value) ? { ...values, rentalPeriod: value } : values;
    case 'delivery':
      return value === '' || oneOf(DELIVERY_PLACES, value) ? { ...values, delivery: value } : values;
    case 'dateFrom':
    case 'dateTo':
      return value === '' || isIsoDay(value) ? { ...values, [field]: value } : values;
    default:
      return { ...values, [field]: value };
  }
}

/** Today in Dubai (YYYY-MM-DD): the first day a rental may start. */
export const todayInDubai = (now: number = Date.now()): string => dubaiDay(now);
/** The last day a rental may be asked for (the server's horizon). */
export const lastBookableDay = (today: string): string => addDays(today, ENQUIRY_DATE_HORIZON_DAYS);

/** The first day a rental may end: the day after its start (a start in the past counts from today). */
export const earliestEnd = (dateFrom: string, today: string): string => {
  const next = dateFrom ? addDays(dateFrom, 1) : today;
  return next > today ? next : today;
};

/** The form's own checks, the server's rules for what a person can get wrong (`today`: the Dubai day). */
export function validateContact(values: ContactFormValues, today: string): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (!errors.email && !emailSchema.safeParse(values.email.trim()).success) errors.email = 'invalid';
  const phone = values.phone.trim();
  if (phone !== '' && !PHONE.test(phone)) errors.phone = 'invalid';
  const horizon = lastBookableDay(today);
  for (const field of ['dateFrom', 'dateTo'] as const) {
    const day = values[field];
    if (day !== '' && day < today) errors[field] = 'past';
    else if (day > horizon) errors[field] = 'tooFar';
  }
  if (values.dateTo !== '' && values.dateFrom === '') errors.dateFrom ??= 'required';
  if (!errors.dateTo && values.dateTo !== '' && values.dateFrom !== '' && values.dateTo <= values.dateFrom) errors.dateTo = 'beforeStart';
  return errors;
}

/** The first field (in the form's order) with a problem of its own, else the one the server refused, else null. */
export function firstInvalidField(values: ContactFormValues, today: string, refused: FormField | null = null): FormField | null {
  const errors = validateContact(values, today);
  return FORM_FIELDS.find((field) => errors[field] !== undefined) ?? refused;
}

/** What the form shows beside its fields: its own checks once a submit was refused, and the server's refusal. */
export function visibleErrors(
  { values, showErrors, refused }: { values: ContactFormValues; showErrors: boolean; refused: FormField | null },
  today: string,
): ContactFieldErrors {
  const own = showErrors ? validateContact(values, today) : {};
  return refused && own[refused] === undefined ? { ...own, [refused]: 'refused' } : own;
}

/** The enquiry the form sends: text trimmed, choices as given, dates or null, the address only for a hotel. */
export function buildEnquiry(values: ContactFormValues, carId: string | null): EnquiryDraft {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    preferredContact: values.preferredContact,
    carInterest: values.carInterest,
    rentalPeriod: values.rentalPeriod,
    dateFrom: values.dateFrom || null,
    dateTo: values.dateTo || null,
    delivery: values.delivery,
    deliveryAddress: values.delivery === 'hotel' ? values.deliveryAddress.trim() : '',
    carId,
    website: values.website,
  };
}

/** The form field a send failure names (a 400 of the server naming one the visitor can fix), else null. */
export function refusedFieldOf(error: unknown): FormField | null {
  if (typeof error !== 'object' || error === null || !('field' in error)) return null;
  const { field } = error as { field: unknown };
  return typeof field === 'string' && oneOf(FORM_FIELDS, field) ? field : null;
}

// ---- An enquiry about one car (issue 12): /contact?car=<id> fills the form from the car, never over the visitor's words.

/** What the form keeps of the car an enquiry is about: the chip names it, the prefill is written from it. */
export type EnquiryCar = Pick<Car, '_id' | 'brand' | 'model' | 'year' | 'category'>;
/** The subject and message about a car, in the visitor's language: the view writes them (machines know no language). */
export type EnquiryTexts = { subject: string; message: string };
export type ComposeEnquiry = (car: EnquiryCar) => EnquiryTexts;
/** The fields a prefill writes. */
export type EnquiryPrefill = Pick<ContactFormValues, 'subject' | 'message' | 'carInterest'>;
export const NO_PREFILL: EnquiryPrefill = { subject: '', message: '', carInterest: '' };
const PREFILL_FIELDS = ['subject', 'message', 'carInterest'] as const;

export const enquiryCar = ({ _id, brand, model, year, category }: EnquiryCar): EnquiryCar => ({ _id, brand, model, year, category });

/** A car's category as the form's interest: one of SPEC's public categories (compared lowercased), else none. */
export function carInterestOf(category: string): PublicCategory | '' {
  const slug = category.trim().toLowerCase();
  return oneOf(PUBLIC_CATEGORIES, slug) ? slug : '';
}

export function enquiryPrefill(car: EnquiryCar, compose: ComposeEnquiry): EnquiryPrefill {
  const texts = compose(car);
  return { subject: texts.subject, message: texts.message, carInterest: carInterestOf(car.category) };
}

/**
 * The values with `next` written into the fields the visitor has not written: a field left blank, or still holding
 * what the previous prefill put there (so a new car, another language or no car at all replaces only our own words).
 */
export function applyPrefill(values: ContactFormValues, next: EnquiryPrefill, previous: EnquiryPrefill | null): ContactFormValues {
  const out = { ...values };
  for (const field of PREFILL_FIELDS) {
    const current = values[field];
    const untouched = current.trim() === '' || (previous !== null && current === previous[field]);
    if (untouched) Object.assign(out, { [field]: next[field] });
  }
  return out;
}
