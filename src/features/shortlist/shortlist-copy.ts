import { SITE } from '../../../domain/site';

/** The /shortlist page (issue 12): the visitor's saved cars, and the message that sends them to us on WhatsApp. */
export const SHORTLIST_TEXT = {
  eyebrow: 'Your private selection',
  title: 'Your Shortlist',
  lead: 'The cars you have set aside, kept safely in this browser. Send the list to our concierge and we will confirm availability, delivery and terms for each of them.',
  count: (count: number) => (count === 1 ? '1 car set aside' : `${count} cars set aside`),
  loading: 'Opening your shortlist',
  listLabel: 'Saved cars',
  send: 'Send my shortlist on WhatsApp',
  sendNote: 'Opens WhatsApp with your selection written out, ready to send.',
  clear: 'Clear shortlist',
  remove: 'Remove',
  removeCar: (car: string) => `Remove ${car} from your shortlist`,
  emptyTitle: 'Your shortlist is waiting',
  emptyText: 'Tap the heart on any car to set it aside here. Your selection stays in this browser, ready to share with our team whenever you are.',
  browse: 'Browse the fleet',
  /** The WhatsApp message: a greeting, one numbered line per car with its page, and the request. */
  message: (lines: readonly string[]) =>
    `Hello ${SITE.name}, I would like to enquire about the cars on my shortlist:\n\n${lines.join('\n\n')}\n\nCould you confirm their availability and rates?`,
  messageLine: (position: number, car: string, link: string) => `${position}. ${car}\n${link}`,
} as const;
