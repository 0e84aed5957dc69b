import type { PublicCategory } from '../../../domain/constants';

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

/** The words of the home page's sections (SPEC §1, §2 headings), written once for the views and the tests. */
export const HOME_TEXT = {
  heroEyebrow: 'Luxury & Sports Car Rental · Dubai',
  heroLead:
    'Ferrari, Lamborghini, Rolls Royce and more, delivered to your door anywhere in Dubai, with insurance included and a concierge on call day and night.',
  exploreCars: 'Explore all Cars',
  concierge: 'Speak to a Concierge',
  brandsEyebrow: 'The Marques',
  brandsTitle: 'Our Brands',
  brandsLead: "Seven of the world's most coveted names, prepared and waiting in Dubai.",
  typesEyebrow: 'Find Your Style',
  typesTitle: 'Discover Your Drive',
  typesLead: 'From open-top sunset cruises to desert-ready SUVs: choose the character of your journey.',
  featuredEyebrow: 'Handpicked for You',
  featuredTitle: 'Featured Vehicles',
  featuredLead: "This week's most requested cars from our Dubai showroom, prepared and ready for delivery.",
  whyEyebrow: 'The Difference',
  whyTitle: 'Why Choose Us',
  whyLead: 'Renting a supercar in Dubai should feel as effortless as driving one.',
  perksLabel: 'Included with every rental',
  testimonialsEyebrow: 'Testimonials',
  testimonialsTitle: 'What Our Customers Say',
  testimonialsLead: 'Guests from around the world, in their own words.',
  portrait: (name: string) => `Portrait of ${name}`,
  rated: (rating: string, best: string) => `Rated ${rating} out of ${best}`,
  quote: (text: string) => `“${text}”`,
} as const;

/** 'Find Us' (SPEC §2) on the home page. */
export const FIND_US_TEXT = {
  eyebrow: 'Visit the Showroom',
  title: 'Find Us',
  lead: 'Call in for a coffee and a walk around the collection, or let us bring the car to you: delivery and pickup are free anywhere in Dubai.',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  hours: 'Hours',
  hoursText: 'Open 24/7, every day of the year',
  directions: 'Get Directions',
  openInMaps: 'Open in Maps',
} as const;

/** The cues of the brand and car-type tiles. */
export const TILE_TEXT = {
  viewFleet: 'View fleet',
  allBrands: 'All Brands',
  explore: 'Explore',
  viewCategory: (name: string) => `View ${name}`,
} as const;

/** /brands (SPEC §2). */
export const BRANDS_PAGE_TEXT = {
  eyebrow: 'The Marques',
  title: 'Our Brands',
  lead: 'Seven legendary houses, one standard of care. Choose a marque to see every model waiting in our Dubai collection.',
  ctaEyebrow: 'Something Specific?',
  ctaTitle: 'Looking for a particular model?',
  ctaText: 'Our concierge sources rare specifications and limited editions on request. Tell us what you have in mind.',
  contact: 'Contact Us',
} as const;

/** /categories (SPEC §2). */
export const CATEGORIES_PAGE_TEXT = {
  eyebrow: 'Car Types',
  title: 'Choose Your Character',
  lead: 'Six distinct ways to experience Dubai, from the thunder of a supercar to the calm of a chauffeur-worthy saloon.',
  listLabel: 'Car types',
  ctaEyebrow: 'Personal Advice',
  ctaTitle: 'Not sure which to choose?',
  ctaText: 'Tell us about your trip and our specialists will suggest the perfect car, with delivery wherever you are in Dubai.',
  contact: 'Contact Our Experts',
} as const;
