import type { PublicCategory } from '../../config/constants';

/** Editorial copy of the showroom pages that SPEC leaves to us (SPEC §2 fixes only the headings and links). */

export type Reason = { title: string; text: string; icon: 'crown' | 'headset' | 'tag' };

/** 'Why Choose Us' (SPEC §1): the three titles are SPEC's. */
export const REASONS: readonly Reason[] = [
  {
    title: 'Luxury Autos',
    text: 'A hand-picked fleet of Ferrari, Lamborghini, Rolls Royce, Bentley and more: every car recent, detailed by hand and inspected before each rental.',
    icon: 'crown',
  },
  {
    title: '24/7 Client Support',
    text: 'A real person on the line day and night, by phone or WhatsApp, from your first question until the moment you hand back the keys.',
    icon: 'headset',
  },
  {
    title: 'Affordable Pricing',
    text: 'Transparent daily, weekly and monthly rates with insurance included. What we quote is what you pay, with nothing added at the counter.',
    icon: 'tag',
  },
];

/** Short descriptions of the /categories tiles, by slug. */
export const CATEGORY_BLURBS: Record<PublicCategory, string> = {
  sports: 'Track-bred thrills: 600+ horsepower and 0-100 in under 3.5s.',
  luxury: 'Handcrafted cabins and whisper-quiet comfort for every occasion.',
  sedan: 'Refined executive saloons for business days and airport transfers.',
  suv: 'Commanding presence and desert-ready capability for the whole family.',
  convertible: 'Roof down along Jumeirah Beach Road and the Palm at sunset.',
  coupe: 'Sculpted two-door grand tourers with effortless long-distance pace.',
};

/** One line under each /brands tile, by tile slug. */
export const BRAND_BLURBS: Record<string, string> = {
  Ferrari: 'Maranello thoroughbreds: V8 and V12 berlinettas and open spiders.',
  Lamborghini: 'Raging-bull theatre, from screaming supercars to the super-SUV.',
  Bentley: 'Hand-built British grand touring with effortless, limitless torque.',
  'Rolls-royce': 'The pinnacle of quiet luxury, with starlight and a chauffeur on request.',
  Porsche: 'Precision engineering, from the iconic 911 to all-electric performance.',
  Mercedes: 'From the G-Class to AMG GT: excellence without compromise.',
  BMW: 'M performance and flagship comfort: the ultimate driving machines.',
};
