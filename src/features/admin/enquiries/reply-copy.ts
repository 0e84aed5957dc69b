/**
 * What a reply says first, in the VISITOR's language (the enquiry's locale, not the admin's): the WhatsApp chat opens
 * with it; `label` is the enquiry's reference. Apart from the inbox's other texts because the inbox needs it in both
 * languages whatever the page's (./use-inbox-text.ts, decision 020); the Arabic twin is ./reply-copy.ar.ts.
 */
export const REPLY_TEXT = {
  greeting: (name: string, label: string) =>
    `Hello ${name}, thank you for your enquiry (${label}). This is the reservations team, writing about your request.`,
} as const;
