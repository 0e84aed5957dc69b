/** The public shell's links and labels (SPEC §2 Top navigation, Footer), written once for header, menu, footer and tests. */
export type NavLink = { label: string; href: string };

export const NAV_TEXT = {
  mainNav: 'Main',
  allCars: 'All Cars',
  brands: 'Brands',
  viewAllBrands: 'View All Brands',
  carTypes: 'Car Types',
  about: 'About us',
  contact: 'Contact us',
  home: 'home',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  /** The anthem toggle is named by what pressing it does; while the track is starting it says so too. */
  anthemPlay: 'Play anthem',
  anthemPause: 'Pause anthem',
  anthemLoading: 'Pause anthem (loading)',
  loading: 'Loading',
  contactDock: 'Chat or call us',
  whatsapp: 'Chat with us on WhatsApp',
  whatsappShort: 'WhatsApp',
  call: (phone: string) => `Call us on ${phone}`,
  scrollTop: 'Scroll to top',
  newTab: '(opens in a new tab)',
  skipToContent: 'Skip to content',
} as const;

export const NAV_LINKS = {
  allCars: { label: NAV_TEXT.allCars, href: '/cars' },
  carTypes: { label: NAV_TEXT.carTypes, href: '/categories' },
  about: { label: NAV_TEXT.about, href: '/about' },
  contact: { label: NAV_TEXT.contact, href: '/contact' },
  allBrands: { label: NAV_TEXT.viewAllBrands, href: '/brands' },
} as const satisfies Record<string, NavLink>;

export const FOOTER_TEXT = {
  quickLinks: 'Quick Links',
  resources: 'Resources',
  follow: 'Follow Us',
  contact: 'Get in Touch',
  blurb: 'Luxury and sports car rental in Dubai: hand-picked supercars, delivered to your door, 24/7.',
  /** The © line; the footer isolates the company's name in it (Latin in either language: site-footer-legal.tsx). */
  copyright: (year: string, name: string) => `© ${year} ${name}. All rights reserved.`,
  legal: 'Legal',
} as const;

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'All Cars', href: '/cars' },
  { label: 'Categories', href: '/categories' },
  { label: 'About Us', href: '/about' },
];

export const FOOTER_RESOURCES: readonly NavLink[] = [
  { label: 'Contact', href: '/contact' },
  { label: 'Terms of Service', href: '/disclaimer' },
  { label: 'Privacy Policy', href: '/privacy' },
];

export const FOOTER_LEGAL: readonly NavLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Cookies', href: '/cookies' },
];
