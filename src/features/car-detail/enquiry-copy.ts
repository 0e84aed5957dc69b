import { SITE } from '../../../domain/site';
import { whatsappEnquiry } from './car-detail-copy';

/**
 * Words of the car page's enquiry and share actions (issue 12). The WhatsApp message is car-detail-copy's English,
 * re-exported here so that it has its Arabic beside it (./enquiry-copy.ar.ts).
 */
export const ENQUIRY_TEXT = {
  enquire: 'Enquire about this car',
  share: 'Share',
  shareLabel: (name: string) => `Share the ${name}`,
  shareTitle: (name: string) => `${name} | ${SITE.name}`,
  shareText: (name: string) => `The ${name}, to rent in Dubai with ${SITE.name}.`,
  copiedTitle: 'Link copied',
  copiedText: 'The link to this car is ready to paste and share.',
  copyRefusedTitle: 'Copy the link',
  copyRefusedText: (url: string) => `Your browser did not allow copying. The link to this car: ${url}`,
  whatsapp: whatsappEnquiry,
} as const;
