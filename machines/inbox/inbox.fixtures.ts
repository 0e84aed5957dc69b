import type { Enquiry } from './inbox.model';

let serial = 0;

/** An enquiry as the list call answers it (notes empty), with `over` on top. Ids are 24 hex characters. */
export function makeEnquiry(over: Partial<Enquiry> = {}): Enquiry {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    _id: `e0000000000000000000${n}`,
    reference: `LD-AB${n.slice(1)}`,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    name: 'Layla Haddad',
    email: 'layla@example.com',
    phone: '+971 50 123 4567',
    subject: 'Weekend rental',
    message: 'Is the car free this weekend?\nTwo days.',
    preferredContact: 'email',
    carInterest: '',
    rentalPeriod: '',
    dateFrom: null,
    dateTo: null,
    delivery: '',
    deliveryAddress: '',
    car: null,
    locale: 'en',
    page: '/contact',
    referrer: '',
    status: 'new',
    assignee: null,
    contactedAt: null,
    notes: [],
    ...over,
  };
}
