import type { Car } from '../../domain/types';
import { z } from '../../src/config/zod';
import {
  PREFERRED_CONTACTS,
  PUBLIC_CATEGORIES,
  RENTAL_PERIODS,
  type PublicCategory,
} from '../../src/config/constants';

export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
export type RentalPeriod = (typeof RENTAL_PERIODS)[number];

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
};
export type ContactField = keyof ContactFormValues;

/** The contact message of SPEC §3: built on the client, logged, never sent to a server. */
export type ContactMessage = ContactFormValues & {
  submittedAt: string;
  submittedBy: 'guest';
  source: 'website_contact_form';
};

/** Required fields in the order the form shows them: the first one missing gets the focus. */
export const REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];
/** 'required' = left blank; 'invalid' = an e-mail address that is not one. */
export type ContactFieldError = 'required' | 'invalid';
export type ContactFieldErrors = Partial<Record<RequiredField, ContactFieldError>>;

export const EMPTY_CONTACT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  preferredContact: 'email',
  carInterest: '',
  rentalPeriod: '',
};

const emailSchema = z.email();
const oneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The values after one field changed. A value outside a field's choices (a forged select option) leaves the
 * values as they were.
 */
export function applyField(values: ContactFormValues, field: ContactField, value: string): ContactFormValues {
  switch (field) {
    case 'preferredContact':
      return oneOf(PREFERRED_CONTACTS, value) ? { ...values, preferredContact: value } : values;
    case 'carInterest':
      return value === '' || oneOf(PUBLIC_CATEGORIES, value) ? { ...values, carInterest: value } : values;
    case 'rentalPeriod':
      return value === '' || oneOf(RENTAL_PERIODS, value) ? { ...values, rentalPeriod: value } : values;
    default:
      return { ...values, [field]: value };
  }
}

export function validateContact(values: ContactFormValues): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (!errors.email && !emailSchema.safeParse(values.email.trim()).success) errors.email = 'invalid';
  return errors;
}

export function firstInvalidField(values: ContactFormValues): RequiredField | null {
  const errors = validateContact(values);
  return REQUIRED_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

/** SPEC §3: the typed text trimmed, the choices as given, stamped as a guest's website message. */
export function buildContactMessage(values: ContactFormValues, now: Date): ContactMessage {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    preferredContact: values.preferredContact,
    carInterest: values.carInterest,
    rentalPeriod: values.rentalPeriod,
    submittedAt: now.toISOString(),
    submittedBy: 'guest',
    source: 'website_contact_form',
  };
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
