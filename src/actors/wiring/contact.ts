import { createContactFormActors, type ContactFormClients, type SendContact } from '../../../machines/contact-form/contact-form.actors';
import { contactFormMachine } from '../../../machines/contact-form/contact-form.machine';
import { publicApi } from '../../api/public-client';
import type { LiveLogic } from '../logic';

/**
 * The contact page's machines wired to the given send and clients (a test's fakes) or the real ones
 * (docs/decisions/009): the form's send, and the public client that loads the car an enquiry is about.
 */
export function createContactLogic({ send, clients = { publicApi } }: { send?: SendContact; clients?: ContactFormClients } = {}) {
  return {
    contactForm: contactFormMachine.provide(createContactFormActors({ clients, ...(send ? { send } : {}) })),
  } satisfies Partial<LiveLogic>;
}

/** The contact page's live logic, made once. */
export const logic = createContactLogic();
