import type { PageKey } from '../../domain/pages';
import type { PageHead } from '../../domain/page-heads';
import { SITE } from '../../domain/site';

// The head's shape and the tab's text are the base layer's (the product server writes heads too).
export { documentTitle, type PageHead } from '../../domain/page-heads';
export type { PageKey } from '../../domain/pages';

/**
 * Document title and meta description of every page whose words do not depend on the fleet: the pages set them in
 * the browser (usePageMeta) and the product server writes them into the HTML it sends (src/app/server-heads.ts). Category
 * landing pages keep theirs with their copy (features/categories/category-copy.ts), car pages take the car's.
 */
export const PAGE_HEADS = {
  home: {
    title: 'Luxury & Sports Car Rental in Dubai',
    description:
      'Rent a Ferrari, Lamborghini, Rolls Royce, Bentley or Porsche in Dubai. 40+ premium vehicles, free delivery and pickup, insurance included, 24/7 service.',
  },
  cars: {
    title: 'All Cars',
    description:
      'Browse our fleet of luxury and sports cars for rent in Dubai: filter by brand, type, transmission, fuel, seats and year.',
  },
  categories: {
    title: 'Car Types',
    description: 'Sports cars, luxury cars, sedans, SUVs, convertibles and coupes for rent in Dubai. Choose the character of your drive.',
  },
  brands: {
    title: 'Our Brands',
    description: 'Rent Ferrari, Lamborghini, Bentley, Rolls Royce, Porsche, Mercedes and BMW in Dubai, delivered to your door.',
  },
  about: {
    title: 'About Us',
    description: `${SITE.name}: Dubai's house of exceptional cars. 40+ premium vehicles, 2000+ happy customers and service around the clock.`,
  },
  contact: {
    title: 'Contact Us',
    description: `Talk to ${SITE.name} by WhatsApp, phone or e-mail, 24/7, or send us a message: we reply within 24 hours. Business Bay, Dubai.`,
  },
  disclaimer: {
    title: 'Disclaimer',
    description: `How ${SITE.name} presents its fleet: ownership, images, availability, pricing and deposits, liability and website content.`,
  },
  privacy: {
    title: 'Privacy Policy',
    description: `How ${SITE.name} collects, uses and protects your personal data under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021).`,
  },
  terms: {
    title: 'Rental Terms',
    description: `${SITE.name} rental terms: age and licence requirements, deposit, Salik tolls and fines, insurance excess, fuel, mileage, late return and travel to Oman.`,
  },
  cookies: {
    title: 'Cookie Policy',
    description: `${SITE.name} uses no tracking cookies: only the browser storage the site needs to work, listed here, and a map embed that loads when you reach it.`,
  },
  notFound: {
    title: 'Page Not Found',
    description: 'The page you were looking for is not here. Browse our fleet of luxury and sports cars in Dubai.',
  },
  accessDenied: { title: 'Access Denied', description: 'This area is for administrators only.' },
  shortlist: {
    title: 'Your Shortlist',
    description: `The cars you have set aside at ${SITE.name}, kept in this browser: compare them at leisure and send the list to our concierge on WhatsApp.`,
  },
} as const satisfies Record<PageKey, PageHead>;

