import { fromPromise } from 'xstate';
import type { Car } from '../../domain/types';
import type { PublicApi } from '../../src/api/public-client';
import { honouringRateLimit } from '../../src/api/rate-limit';
import { CONTACT_SEND_MS } from '../../src/config/constants';
import type { ContactFormMachine } from './contact-form.machine';
import type { ContactMessage } from './contact-form.model';

/** Sends one message; the signal aborts it when the form stops waiting. */
export type SendContact = (message: ContactMessage, signal: AbortSignal) => Promise<void>;

export type ContactFormClients = { publicApi: Pick<PublicApi, 'getCar'> };

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

/**
 * The contact form's effects (docs/decisions/009): the logged, timed send above unless a test gives its own, and the
 * car an enquiry is about, from the public client (a 429 is waited out, SPEC §8).
 */
export function createContactFormActors({ send = timedSend, clients }: { send?: SendContact; clients: ContactFormClients }) {
  const { publicApi } = clients;
  return {
    actors: {
      sendMessage: fromPromise<void, ContactMessage>(({ input, signal }) => send(input, signal)),
      loadCar: fromPromise<Car, { id: string }>(({ input, signal }) =>
        honouringRateLimit((s) => publicApi.getCar(input.id, { signal: s }), signal),
      ),
    },
  } satisfies Parameters<ContactFormMachine['provide']>[0];
}
