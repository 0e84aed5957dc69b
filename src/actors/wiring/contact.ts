import { createContactFormActors } from '../../../machines/contact-form/contact-form.actors';
import { contactFormMachine } from '../../../machines/contact-form/contact-form.machine';
import type { LiveLogic } from '../logic';

/** The contact page's machines wired to their real effects, once (docs/decisions/009). */
export const logic = {
  contactForm: contactFormMachine.provide(createContactFormActors()),
} satisfies Partial<LiveLogic>;
