import type { IconName } from '../../components/icons/icons';
import { CATEGORY_TILES } from '../../config/catalog';
import type { PublicCategory } from '../../../domain/constants';

/**
 * The copy of the six category landing pages (SPEC §2): hero, stat tiles, headings and each page's marketing block.
 * One data-driven page renders them all.
 */
export interface Stat {
  value: string;
  label: string;
}

export interface MarketingItem {
  icon: IconName;
  title: string;
  text: string;
}

export interface CategoryCopy {
  metaTitle: string;
  metaDescription: string;
  title: string;
  subtitle: string;
  description: string;
  features: readonly [string, string, string];
  /** The label of the stat tile that shows how many models are loaded. */
  countLabel: string;
  /** Three marketing claims beside the count. */
  stats: readonly [Stat, Stat, Stat];
  /** X of the heading 'Available X (count)': the category's name on the /categories tiles. */
  plural: string;
  /** How the empty message names the category ('No SUV cars available at the moment'). */
  emptyName: string;
  marketing: { kind: string; eyebrow: string; title: string; lead: string; items: readonly MarketingItem[] };
}

/** The words around each page's copy: loading, the list heading, the stats' name and the closing contact. */
export const CATEGORY_PAGE_TEXT = {
  loading: (plural: string) => `Loading ${plural.toLowerCase()}...`,
  /** 'Available Luxury Cars (2)': `count` as useFormat writes it. */
  available: (plural: string, count: string) => `Available ${plural} (${count})`,
  atAGlance: (title: string) => `${title} at a glance`,
  contactUs: 'Contact Us',
} as const;

const plural = (slug: PublicCategory) => CATEGORY_TILES.find((t) => t.slug === slug)?.name ?? slug;

export const CATEGORY_COPY: Record<PublicCategory, CategoryCopy> = {
  luxury: {
    metaTitle: 'Luxury Car Rental Dubai',
    metaDescription: 'Rent a Rolls Royce, Bentley or Mercedes-Maybach in Dubai. Chauffeur on request, free delivery and pickup, insurance included.',
    title: 'Luxury Cars',
    subtitle: 'Arrive in Unmatched Elegance',
    description:
      'Hand-finished cabins, whisper-quiet miles and presence that opens doors: the finest limousines and grand tourers, prepared to concours standard for your days in Dubai.',
    features: ['Chauffeur on request', 'Free delivery & pickup', 'Comprehensive insurance'],
    countLabel: 'Luxury Models',
    stats: [
      { value: '24/7', label: 'Concierge Support' },
      { value: 'Free', label: 'Delivery in Dubai' },
      { value: '5★', label: 'Client Rating' },
    ],
    plural: plural('luxury'),
    emptyName: 'luxury',
    marketing: {
      kind: 'services',
      eyebrow: 'Our Services',
      title: 'Luxury, Looked After',
      lead: 'Every luxury rental comes with the service to match, from the first call to the last mile.',
      items: [
        { icon: 'key', title: 'Professional Chauffeurs', text: 'Discreet, multilingual drivers who know every hotel entrance and boardroom in the city.' },
        { icon: 'pin', title: 'Door-to-Door Delivery', text: 'Your car waits at your villa, hotel or the airport terminal, detailed and fuelled.' },
        { icon: 'sparkle', title: 'Weddings & Events', text: 'Ribbons, timings and photographers coordinated for the day that matters most.' },
        { icon: 'headset', title: 'Round-the-Clock Concierge', text: 'One number for changes, extensions and restaurant bookings, any hour of the day.' },
      ],
    },
  },
  sports: {
    metaTitle: 'Sports Car Rental Dubai',
    metaDescription: 'Rent a Ferrari, Lamborghini, Porsche or McLaren in Dubai: 0-100 in under 3.5s, 350+ km/h, 600+ horsepower.',
    title: 'Sports Cars',
    subtitle: 'Pure Adrenaline, Dubai Style',
    description:
      'Mid-engined supercars and track-bred icons from Maranello, Sant’Agata and Stuttgart, ready for Sheikh Zayed Road at sunrise or the mountain switchbacks of Jebel Jais.',
    features: ['Track-ready performance', 'Latest model years', 'Delivered to your door'],
    countLabel: 'Sports Models',
    stats: [
      { value: '<3.5s', label: '0-100 km/h' },
      { value: '350+', label: 'km/h Top Speed' },
      { value: '600+', label: 'Horsepower' },
    ],
    plural: plural('sports'),
    emptyName: 'sports',
    marketing: {
      kind: 'services',
      eyebrow: 'Our Services',
      title: 'More Than the Keys',
      lead: 'Performance deserves preparation: we look after everything around the drive.',
      items: [
        { icon: 'shield', title: 'Full Insurance Cover', text: 'Comprehensive cover and 24/7 roadside assistance on every supercar in the fleet.' },
        { icon: 'key', title: 'Personal Handover', text: 'A walk-around with a specialist: drive modes, launch control and the best roads to use them.' },
        { icon: 'sparkle', title: 'Photo & Film Shoots', text: 'Cars prepared for music videos, campaigns and content days, with flexible hourly plans.' },
        { icon: 'clock', title: 'Hourly to Monthly', text: 'From a sunset hour on the Palm to a month of weekends, priced on request.' },
      ],
    },
  },
  suv: {
    metaTitle: 'Luxury SUV Rental Dubai',
    metaDescription: 'Rent a Rolls Royce Cullinan, Lamborghini Urus, Mercedes G-Class or Range Rover in Dubai, with desert and mountain packages.',
    title: 'SUV Rentals',
    subtitle: 'Command Every Road',
    description:
      'Commanding views, room for the whole party and four-wheel drive for the dunes: the world’s most desirable SUVs, from the G-Class to the Cullinan.',
    features: ['Seven-seat options', 'All-wheel drive', 'Desert-ready packages'],
    countLabel: 'SUV Models',
    stats: [
      { value: '4x4', label: 'Desert Ready' },
      { value: '7', label: 'Seats Available' },
      { value: '24/7', label: 'Roadside Assistance' },
    ],
    plural: plural('suv'),
    emptyName: 'SUV',
    marketing: {
      kind: 'offroad packages',
      eyebrow: 'Offroad Packages',
      title: 'Beyond the Tarmac',
      lead: 'Pair your SUV with a guided package and see the Emirates the way the locals do.',
      items: [
        { icon: 'sparkle', title: 'Desert Safari Drive', text: 'A guided convoy into the Lahbab dunes with tyre preparation and a sunset camp.' },
        { icon: 'globe', title: 'Hatta Mountain Escape', text: 'A day in the Hajar mountains: dam kayaking, wadi trails and a lakeside lunch.' },
        { icon: 'crown', title: 'Family Adventure', text: 'Child seats, cool boxes and a planned route for a relaxed day out of the city.' },
      ],
    },
  },
  sedan: {
    metaTitle: 'Executive Sedan Rental Dubai',
    metaDescription: 'Rent a Mercedes S-Class, BMW 7 Series or Bentley Flying Spur in Dubai: executive travel, corporate accounts and airport transfers.',
    title: 'Sedans',
    subtitle: 'Executive Comfort, Effortless Style',
    description:
      'The quiet confidence of a flagship saloon: rear-seat comfort for the commute, the meeting and the airport run, with a chauffeur whenever you prefer.',
    features: ['Rear-seat comfort', 'Chauffeur on request', 'Corporate accounts'],
    countLabel: 'Sedan Models',
    stats: [
      { value: 'Free', label: 'Airport Delivery' },
      { value: '24/7', label: 'Chauffeur Service' },
      { value: '5', label: 'Seats of Comfort' },
    ],
    plural: plural('sedan'),
    emptyName: 'sedan',
    marketing: {
      kind: 'corporate solutions',
      eyebrow: 'Corporate Solutions',
      title: 'Built for Business',
      lead: 'Flexible fleet arrangements for companies, visiting delegations and executives on the move.',
      items: [
        { icon: 'key', title: 'Corporate Accounts', text: 'Monthly invoicing, named drivers and one point of contact for your whole team.' },
        { icon: 'clock', title: 'Long-Term Leasing', text: 'Executive sedans by the month or quarter, serviced and replaced without fuss.' },
        { icon: 'pin', title: 'Airport & Roadshow Transfers', text: 'Meet-and-greet at DXB and DWC, and chauffeured days between meetings.' },
      ],
    },
  },
  convertible: {
    metaTitle: 'Convertible Car Rental Dubai',
    metaDescription: 'Rent a Rolls Royce Dawn, Bentley Continental GTC or Ferrari Roma Spider in Dubai, with our favourite scenic routes.',
    title: 'Convertibles',
    subtitle: 'Open Skies, Open Roads',
    description:
      'Roof down on Jumeirah Beach Road, the Gulf breeze and the skyline overhead: open-top grand tourers and spiders for the city’s golden hours.',
    features: ['Roof down in seconds', 'Four-seat options', 'Sunset delivery'],
    countLabel: 'Convertible Models',
    stats: [
      { value: '340+', label: 'Sunny Days a Year' },
      { value: 'Free', label: 'Delivery & Pickup' },
      { value: '24/7', label: 'Support' },
    ],
    plural: plural('convertible'),
    emptyName: 'convertible',
    marketing: {
      kind: 'scenic routes',
      eyebrow: 'Scenic Routes',
      title: 'Where to Drop the Roof',
      lead: 'Our team’s favourite drives, each one better with the sky as your ceiling.',
      items: [
        { icon: 'pin', title: 'Jumeirah Beach Road', text: 'Palm-lined boulevards from Kite Beach to the Burj Al Arab, best at golden hour.' },
        { icon: 'globe', title: 'Palm Jumeirah Crescent', text: 'A loop of the crescent with the Atlantis arch and the city skyline across the water.' },
        { icon: 'sparkle', title: 'Jebel Jais Mountain Road', text: 'Thirty kilometres of sweeping bends up the UAE’s highest peak, cool air at the top.' },
        { icon: 'star', title: 'Hatta Heritage Drive', text: 'Through the Hajar mountains to turquoise dams and the old village of Hatta.' },
      ],
    },
  },
  coupe: {
    metaTitle: 'Coupe Rental Dubai',
    metaDescription: 'Rent a Rolls Royce Spectre, Bentley Continental GT, Ferrari Roma or Mercedes-AMG GT coupe in Dubai.',
    title: 'Coupes',
    subtitle: 'Sculpted for the Drive',
    description:
      'Two doors, long bonnets and flowing rooflines: grand-touring coupes that pair everyday comfort with the poise of a sports car.',
    features: ['Grand-touring comfort', 'Iconic design', 'Performance on demand'],
    countLabel: 'Coupe Models',
    stats: [
      { value: '2+2', label: 'Seating' },
      { value: '500+', label: 'Horsepower' },
      { value: '24/7', label: 'Support' },
    ],
    plural: plural('coupe'),
    emptyName: 'coupe',
    marketing: {
      kind: 'automotive design',
      eyebrow: 'Automotive Design',
      title: 'The Art of the Coupe',
      lead: 'What makes a great coupe: the details our specialists love to point out at handover.',
      items: [
        { icon: 'sparkle', title: 'Sculpted Aerodynamics', text: 'Fastback rooflines and active aero that keep the car planted at speed.' },
        { icon: 'crown', title: 'Handcrafted Interiors', text: 'Quilted leather, open-pore wood and metal switchgear, finished by hand.' },
        { icon: 'star', title: 'Iconic Silhouettes', text: 'Proportions penned by the great design houses, from Crewe to Maranello.' },
      ],
    },
  },
};
