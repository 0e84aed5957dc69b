import { createContactFormActors } from '../../../machines/contact-form/contact-form.actors';
import { contactFormMachine } from '../../../machines/contact-form/contact-form.machine';
import type { LiveLogic } from '../logic';

/** The contact page's machines wired to the given send (a test's fake) or the real one (docs/decisions/009). */
export function createContactLogic(options: Parameters<typeof createContactFormActors>[0] = {}) {
  return {
    contactForm: contactFormMachine.provide(createContactFormActors(options)),
  } satisfies Partial<LiveLogic>;
}

/** The contact page's live logic, made once. */
export const logic = createContactLogic();
