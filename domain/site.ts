import { z } from './zod';

/**
 * Site contact details and company facts (SPEC §1, §2, §9), in one place. Each can be overridden at build time
 * with a VITE_SITE_* variable, validated here so a bad value fails the build's first page load loudly.
 */
const env = z
  .object({
    VITE_SITE_NAME: z._default(z.string().check(z.minLength(1)), 'Luxe Drive Dubai'),
    VITE_SITE_PHONE: z._default(z.string().check(z.minLength(6)), '+971 50 555 0142'),
    VITE_SITE_PHONE_2: z._default(z.string().check(z.minLength(6)), '+971 4 555 0199'),
    VITE_SITE_EMAIL: z._default(z.email(), 'concierge@luxedrive.ae'),
    VITE_SITE_WHATSAPP: z._default(z.string().check(z.regex(/^\d{8,15}$/)), '971505550142'),
    VITE_SITE_SUPPORT_EMAIL: z._default(z.email(), 'it-support@luxedrive.ae'),
  })
  // import.meta.env is undefined outside Vite (e.g. a Playwright spec importing this module).
  .parse(import.meta.env ?? {});

const address = 'Business Bay, Sheikh Zayed Rd, Dubai, United Arab Emirates';

export const SITE = {
  name: env.VITE_SITE_NAME,
  tagline: 'With Every Mile, We Make You Smile',
  phones: [env.VITE_SITE_PHONE, env.VITE_SITE_PHONE_2] as const,
  email: env.VITE_SITE_EMAIL,
  supportEmail: env.VITE_SITE_SUPPORT_EMAIL,
  whatsappNumber: env.VITE_SITE_WHATSAPP,
  whatsappText: "Hello! I'm interested in renting a luxury car in Dubai. Could you share availability and details?",
  address,
  addressShort: 'Business Bay, Sheikh Zayed Rd, Dubai, UAE',
  mapsSearchUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  mapsEmbedUrl: `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=14&output=embed`,
  socials: [
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'X', url: 'https://x.com/' },
    { name: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  copyrightYear: 2025,
} as const;

/** The words of SITE a visitor reads, picked by language in views (the Arabic in site.ar.ts; decision 014). */
export const SITE_TEXT = {
  tagline: SITE.tagline,
  whatsappText: SITE.whatsappText,
  address: SITE.address,
  addressShort: SITE.addressShort,
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const mailHref = (email: string, subject?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
/** A WhatsApp chat with the company, opened with `text` (the page's greeting: useSiteText().whatsappText, or a car's enquiry). */
export const whatsappHref = (text: string) =>
  `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(text)}`;
