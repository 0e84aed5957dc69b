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
