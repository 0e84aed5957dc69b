import { fromPromise } from 'xstate';
import { CONTACT_SEND_MS } from '../../src/config/constants';
import type { ContactFormMachine } from './contact-form.machine';
import type { ContactMessage } from './contact-form.model';

/** Sends one message; the signal aborts it when the form stops waiting. */
export type SendContact = (message: ContactMessage, signal: AbortSignal) => Promise<void>;

/** The "send" of SPEC §7: no server call. The message is logged and, after CONTACT_SEND_MS, reported as sent. */
const timedSend: SendContact = (input, signal) => {
  console.info('Contact form submission', input);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, CONTACT_SEND_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('Contact send cancelled'));
    });
  });
};

/** The contact form's effect (docs/decisions/009): the logged, timed send above unless a test gives its own. */
export function createContactFormActors({ send = timedSend }: { send?: SendContact } = {}) {
  return {
    actors: { sendMessage: fromPromise<void, ContactMessage>(({ input, signal }) => send(input, signal)) },
  } satisfies Parameters<ContactFormMachine['provide']>[0];
}
