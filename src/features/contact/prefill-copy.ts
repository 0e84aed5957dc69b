/** Words of an enquiry about one car (/contact?car=<id>, issue 12): the 'About' chip and the texts the form is filled with. */
export const PREFILL_TEXT = {
  about: 'About',
  aboutLabel: 'This message is about',
  remove: (name: string) => `Remove ${name} from this message`,
  subject: (name: string) => `Enquiry: ${name}`,
  message: (name: string, year: number, url: string) =>
    `Hello, I'm interested in renting the ${year} ${name}. Could you share its availability and rates for my dates? ${url}`,
} as const;

export type PrefillText = typeof PREFILL_TEXT;
