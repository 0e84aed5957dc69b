import type { Enquiry } from '../../../../machines/inbox/inbox.model';
import type { ReplyTexts } from './use-inbox-text';

export type ReplyHrefs = { email: string; whatsapp: string | null; call: string | null };

/**
 * The number as wa.me wants it: digits only, with the country code. A number written the UAE's local way
 * (050 123 4567) gets 971 for its leading 0; one written with 00 loses it (0044… → 44…).
 */
export function whatsappDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `971${digits.slice(1)}`;
  return digits;
}

/**
 * One-press replies to an enquiry: an e-mail whose subject quotes the visitor's subject and the reference, a WhatsApp
 * chat that opens with a greeting in the visitor's language naming them and the reference (from `greetings`, the
 * replies' first words in every language: useReplyTexts), and a call. No phone, no WhatsApp and no call.
 */
export function replyHrefs(enquiry: Pick<Enquiry, 'email' | 'phone' | 'subject' | 'reference' | 'name' | 'locale'>, greetings: ReplyTexts): ReplyHrefs {
  const subject = `Re: ${enquiry.subject} [${enquiry.reference}]`;
  const email = `mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}`;
  const digits = whatsappDigits(enquiry.phone);
  if (digits.length < 4) return { email, whatsapp: null, call: null };
  const greeting = greetings[enquiry.locale].greeting(enquiry.name, enquiry.reference);
  return {
    email,
    whatsapp: `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`,
    call: `tel:${enquiry.phone.replace(/[^\d+]/g, '')}`,
  };
}
