import { createContactFormActors, type ContactFormClients, type EnquiryVisit } from '../../../machines/contact-form/contact-form.actors';
import { contactFormMachine } from '../../../machines/contact-form/contact-form.machine';
import { publicApi } from '../../../api/public-client';
import { splitLocale } from '../../../domain/locale';
import type { LiveLogic } from '../logic';

/** The contract's caps on what the page adds (EnquiryInput: page 300, referrer 500 characters). */
const PAGE_MAX = 300;
const REFERRER_MAX = 500;

/**
 * What the browser adds to an enquiry as it is sent: the language and path of the page (with its query, e.g.
 * ?car=<id>), the referrer, and the milliseconds since the page opened (performance.now(): a person takes seconds).
 */
export function browserVisit(): EnquiryVisit {
  return {
    locale: splitLocale(location.pathname).locale,
    page: `${location.pathname}${location.search}`.slice(0, PAGE_MAX),
    referrer: document.referrer.slice(0, REFERRER_MAX),
    elapsedMs: Math.max(0, Math.round(performance.now())),
  };
}

/**
 * The contact page's machines wired to the given clients and page facts (a test's fakes) or the real ones
 * (docs/decisions/009): the form's send and the car an enquiry is about, through the public client.
 */
export function createContactLogic({ clients = { publicApi }, visit = browserVisit }: { clients?: ContactFormClients; visit?: () => EnquiryVisit } = {}) {
  return {
    contactForm: contactFormMachine.provide(createContactFormActors({ clients, visit })),
  } satisfies Partial<LiveLogic>;
}

/** The contact page's live logic, made once. */
export const logic = createContactLogic();
