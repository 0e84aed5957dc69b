import type { IconName } from '../../components/icons/icons';

/** The about page's editorial copy (SPEC §2 fixes the sections; the words are ours). */
export type Point = { title: string; text: string; icon?: IconName };

export const WHO_WE_ARE: readonly string[] = [
  'We began in Business Bay as a small team of automotive enthusiasts with careers in luxury hospitality and high-performance cars. Between us we bring 15 years and more in the trade, and for over five of them we have been welcoming guests here, in Dubai, under our own name.',
  'Our collection is deliberately focused: 40+ cars, each one chosen, maintained and presented as if it were our own. That is how we can promise the same flawless experience to a first-time visitor and to the guest who returns every season.',
];

export const WHAT_WE_OFFER: readonly Point[] = [
  { icon: 'key', title: 'Daily, weekly and monthly rentals', text: 'Flexible terms from a single day to long-term hire of three months or more, with rates that reward longer stays.' },
  { icon: 'pin', title: 'Delivery anywhere in Dubai', text: 'Free delivery and pickup at your hotel, villa, office or the airport, at whatever hour suits you.' },
  { icon: 'crown', title: 'Chauffeur and event service', text: 'Professional chauffeurs for weddings, corporate roadshows, photo shoots and red-carpet arrivals.' },
  { icon: 'sparkle', title: 'Concierge planning', text: 'Scenic routes, desert drives, restaurant reservations and track days, arranged around your car.' },
];

export const DIFFERENTIATORS: readonly Point[] = [
  { title: 'Fully insured, always', text: 'Comprehensive insurance and 24/7 roadside assistance come with every rental, never sold as extras.' },
  { title: 'Transparent pricing', text: 'One clear quote, a refundable deposit and no hidden fees. What we agree is exactly what you pay.' },
  { title: 'Immaculate presentation', text: 'Every car is detailed by hand and inspected against a multi-point checklist before each hand-over.' },
  { title: 'Real people, around the clock', text: 'Reach a member of our team by phone or WhatsApp at any hour of the day or night.' },
];

export const WHO_WE_SERVE: readonly Point[] = [
  { icon: 'globe', title: 'Visitors and holidaymakers', text: 'Make the most of your days in Dubai with a car that matches the skyline.' },
  { icon: 'key', title: 'Business travellers', text: 'Arrive at meetings in an executive saloon or SUV, waiting at your hotel before breakfast.' },
  { icon: 'sparkle', title: 'UAE residents', text: 'A weekend treat, a celebration, or something special while your own car is in the workshop.' },
  { icon: 'crown', title: 'Events and productions', text: 'Weddings, film sets, launches and corporate events, with the whole fleet coordinated by one contact.' },
];

export const PROMISE =
  'Every car delivered on time, spotless and exactly as described, with a real person ready to help at any hour. If anything falls short of that, we will put it right, immediately.';

export const VALUES: readonly Point[] = [
  { title: 'Integrity', text: 'We say what we mean and we charge what we quote.' },
  { title: 'Excellence', text: 'From the paintwork to a reply on WhatsApp, good enough is never the standard.' },
  { title: 'Discretion', text: "Our guests' privacy is protected as carefully as our cars." },
  { title: 'Care', text: 'We treat every guest like a friend visiting our city for the first time.' },
];

export const MISSION =
  'To make extraordinary cars effortless to enjoy in Dubai, with honest pricing, flawless presentation and service that anticipates what our guests need before they ask.';
export const VISION =
  'To be the most trusted name in luxury car rental across the Gulf, known as much for how we treat people as for the cars we hand over.';

/** The about page's headings, calls to action and labels (SPEC §2 sections), written once for the view and the tests. */
export const ABOUT_TEXT = {
  heroEyebrow: 'About Us',
  heroTitle: "Dubai's House of Exceptional Cars",
  heroLead: (name: string) =>
    `${name} pairs a collection of the world's finest automobiles with the discreet, round-the-clock service Dubai is known for, so that every journey begins with a smile.`,
  exploreFleet: 'Explore Our Fleet',
  contact: 'Contact Us',
  statsLabel: 'At a glance',
  whoEyebrow: 'Who We Are',
  whoTitle: 'Enthusiasts first, hosts always',
  photoAlt: 'A sports car from our collection in Dubai at dusk',
  offerEyebrow: 'What We Offer',
  offerTitle: 'Everything your journey needs',
  apartEyebrow: 'Differentiators',
  apartTitle: 'What sets us apart',
  serveEyebrow: 'Who We Serve',
  serveTitle: 'Made for every kind of guest',
  promiseEyebrow: 'Our Word',
  promiseTitle: 'Our Promise',
  quote: (text: string) => `“${text}”`,
  valuesEyebrow: 'What Guides Us',
  valuesTitle: 'Our Values',
  missionVisionLabel: 'Mission and vision',
  missionEyebrow: 'Why We Exist',
  missionTitle: 'Our Mission',
  visionEyebrow: 'Where We Are Going',
  visionTitle: 'Our Vision',
  ctaEyebrow: 'Your Journey Starts Here',
  ctaTitle: 'Ready to drive something extraordinary?',
  ctaText: 'Browse the collection online, or tell us what you have in mind and we will take care of the rest.',
  browseFleet: 'Browse the Fleet',
} as const;
