import { MSG } from '../../../domain/app-messages';

/** The words of the 404 and 403 screens (SPEC §2, §8), written once for the views and the tests. */
export const NOT_FOUND_TEXT = {
  title: MSG.notFoundTitle,
  lead: 'The page you are looking for has moved, or never existed. Let us get you back on the road.',
  quickLinks: 'Quick links',
  allCars: 'All Cars',
  about: 'About Us',
  contact: 'Contact',
  home: 'Back to Home',
  browse: 'Browse Cars',
  back: 'Go Back',
  whatsapp: 'WhatsApp Support',
  call: 'Call',
} as const;

export const ACCESS_DENIED_TEXT = {
  title: 'Access Denied',
  lead: (name: string) => `This area of ${name} is reserved for administrators only.`,
  reasonsTitle: 'Possible reasons',
  reasons: ['This page is for admin access only', 'Your session has expired', 'Your account has insufficient permissions'],
  whereToGo: 'Where to go',
  adminLogin: 'Admin Login',
  home: 'Home',
  browse: 'Browse Cars',
  back: 'Go Back',
  emailSupport: 'Email IT Support',
  emailSubject: 'Admin access request',
  call: 'Call',
  logged: 'This access attempt has been logged for security purposes.',
} as const;
