import { RENTAL_MIN_AGE, RENTAL_MIN_AGE_HIGH_PERFORMANCE } from '../../domain/constants';

/**
 * The rental conditions every car page shows (issue 12): the site's, never invented per car. The documents, the
 * delivery and what is included are the contact page's FAQ facts (SPEC §2); the ages are constants.ts's. The numbers
 * are written in Latin digits, as ar-AE writes them too (src/i18n/format.ts).
 */
export type RentalConditionId = 'documents' | 'age' | 'deposit' | 'delivery' | 'insurance';
export type RentalCondition = { id: RentalConditionId; title: string; value: string; note: string };

export const RENTAL_CONDITIONS_TEXT = {
  eyebrow: 'Before You Drive',
  title: 'Rental Conditions',
  lead: 'The same simple conditions for every car in our fleet.',
} as const;

export const RENTAL_CONDITIONS: readonly RentalCondition[] = [
  {
    id: 'documents',
    title: 'Documents',
    value: 'Driving licence, passport or national ID, credit card',
    note: 'Visitors to the UAE also need an international driving permit alongside their home licence.',
  },
  {
    id: 'age',
    title: 'Minimum Age',
    value: `${RENTAL_MIN_AGE} years`,
    note: `Some high-performance models require drivers aged ${RENTAL_MIN_AGE_HIGH_PERFORMANCE} or over.`,
  },
  {
    id: 'deposit',
    title: 'Security Deposit',
    value: 'On request',
    note: 'Confirmed with your quote, according to the car and your dates.',
  },
  {
    id: 'delivery',
    title: 'Delivery within Dubai',
    value: 'Free delivery and pickup',
    note: 'Airport and hotel delivery available, timed to your arrival.',
  },
  {
    id: 'insurance',
    title: 'Insurance Included',
    value: 'Comprehensive insurance',
    note: 'With 24/7 roadside assistance on every rental.',
  },
];
