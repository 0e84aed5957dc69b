/**
 * The mail an enquiry sends (docs/decisions/016): the alert to the business, in English, listing every field with a
 * link to the inbox; and the optional acknowledgement to the visitor, in the language of the page they wrote from.
 * Both are plain text: nothing a visitor typed can become markup in a mail client.
 */
import { MSG as MSG_AR } from '../../domain/app-messages.ar';
import { MSG as MSG_EN } from '../../domain/app-messages';
import { SITE } from '../../domain/site';

/** What the mails need to know of a stored enquiry. */
export interface EnquiryMailFacts {
  id: string;
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  preferredContact: string;
  carInterest: string;
  rentalPeriod: string;
  dateFrom: string | null;
  dateTo: string | null;
  delivery: string;
  deliveryAddress: string;
  carId: string | null;
  carName: string | null;
  locale: 'en' | 'ar';
  page: string;
  referrer: string;
}

export interface MailText {
  subject: string;
  body: string;
}

const LANGUAGES = { en: 'English', ar: 'Arabic' } as const;
const NONE = '—';

/** Subjects are one line whatever was typed (the schema already refuses newlines in a subject; this is the mail's own guard). */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

function dates(e: EnquiryMailFacts): string {
  if (!e.dateFrom) return NONE;
  return e.dateTo ? `${e.dateFrom} to ${e.dateTo}` : `from ${e.dateFrom}`;
}

function delivery(e: EnquiryMailFacts): string {
  if (!e.delivery) return NONE;
  return e.deliveryAddress ? `${e.delivery}: ${e.deliveryAddress}` : e.delivery;
}

/** The inbox's address of one enquiry. */
export function inboxLink(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/admin/enquiries?id=${encodeURIComponent(id)}`;
}

/** The alert to the business: Reply-To is the visitor, so answering the mail answers them. */
export function enquiryAlert(e: EnquiryMailFacts, origin: string): MailText {
  const rows: [string, string][] = [
    ['Reference', e.reference],
    ['Received', e.createdAt],
    ['Name', e.name],
    ['E-mail', e.email],
    ['Phone', e.phone || NONE],
    ['Preferred contact', e.preferredContact],
    ['Car', e.carName ? `${e.carName} (${e.carId ?? ''})` : NONE],
    ['Dates', dates(e)],
    ['Delivery', delivery(e)],
    ['Rental period', e.rentalPeriod || NONE],
    ['Interest', e.carInterest || NONE],
    ['Subject', e.subject],
    ['Page', e.page || NONE],
    ['Referrer', e.referrer || NONE],
    ['Language', LANGUAGES[e.locale]],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return {
    subject: oneLine(`New enquiry ${e.reference}: ${e.carName ?? e.subject}`),
    body: [
      `A new enquiry arrived on the website.`,
      '',
      ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
      '',
      'Message:',
      e.message,
      '',
      `Open it in the inbox: ${inboxLink(origin, e.id)}`,
      '',
    ].join('\n'),
  };
}

const ACKNOWLEDGEMENT = {
  en: {
    subject: (reference: string) => `We received your message (${reference})`,
    greeting: (name: string) => `Dear ${name},`,
    promise: MSG_EN.contactSuccessText,
    reference: 'Your reference',
    subjectLabel: 'Your subject',
    closing: 'If you did not write to us, you can ignore this e-mail.',
  },
  ar: {
    subject: (reference: string) => `استلمنا رسالتك (${reference})`,
    greeting: (name: string) => `عزيزي/عزيزتي ${name}،`,
    promise: MSG_AR.contactSuccessText,
    reference: 'رقمك المرجعي',
    subjectLabel: 'موضوع رسالتك',
    closing: 'إذا لم تكن قد راسلتنا، يمكنك تجاهل هذه الرسالة.',
  },
} as const;

/** The acknowledgement to the visitor, in their language (only with ENQUIRY_ACKNOWLEDGE=1). */
export function enquiryAcknowledgement(e: Pick<EnquiryMailFacts, 'reference' | 'name' | 'subject' | 'locale'>): MailText {
  const t = ACKNOWLEDGEMENT[e.locale];
  return {
    subject: t.subject(e.reference),
    body: [
      t.greeting(e.name),
      '',
      t.promise,
      '',
      `${t.reference}: ${e.reference}`,
      `${t.subjectLabel}: ${e.subject}`,
      '',
      t.closing,
      '',
      SITE.name,
      `${SITE.phones[0]} · ${SITE.email}`,
      '',
    ].join('\n'),
  };
}
