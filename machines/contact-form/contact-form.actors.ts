import { fromPromise } from 'xstate';
import { CONTACT_SEND_MS } from '../../src/config/constants';
import type { ContactFormMachine } from './contact-form.machine';
import type { ContactMessage } from './contact-form.model';

/**
 * The "send" of SPEC §7: no server call. The message is logged and, after CONTACT_SEND_MS, reported as sent.
 * Tests swap this actor (machine.provide) to make the send fail.
 */
const sendMessage = fromPromise<void, ContactMessage>(({ input, signal }) => {
  console.info('Contact form submission', input);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, CONTACT_SEND_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('Contact send cancelled'));
    });
  });
});

/** The contact form's real effect (docs/decisions/009): the logged, timed send above. It needs no client. */
export function createContactFormActors() {
  return {
    actors: { sendMessage },
  } satisfies Parameters<ContactFormMachine['provide']>[0];
}
