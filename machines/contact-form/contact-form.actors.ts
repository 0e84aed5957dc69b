import { fromPromise } from 'xstate';
import type { Car, EnquiryInput } from '../../domain/types';
import type { PublicApi } from '../../api/public-client';
import { honouringRateLimit } from '../../api/rate-limit';
import type { ContactFormMachine } from './contact-form.machine';
import type { EnquiryDraft, EnquirySent } from './contact-form.model';

/**
 * What the page adds to an enquiry when it is sent (the wiring reads it from the browser; machines know no DOM):
 * the page's language, its path, the referrer, and the milliseconds since the page opened (a bot's instant submit
 * is answered as sent and nothing is stored).
 */
export type EnquiryVisit = Pick<EnquiryInput, 'locale' | 'page' | 'referrer' | 'elapsedMs'>;

export type ContactFormClients = { publicApi: Pick<PublicApi, 'getCar' | 'createEnquiry'> };

/**
 * The contact form's effects (docs/decisions/009): the enquiry posted through the public client with what the page
 * adds (`visit`, read at the moment of sending), and the car an enquiry is about. A 429 is waited out for both
 * (SPEC §8): 'Sending Message...' stays while the send waits.
 */
export function createContactFormActors({ clients, visit }: { clients: ContactFormClients; visit: () => EnquiryVisit }) {
  const { publicApi } = clients;
  return {
    actors: {
      sendMessage: fromPromise<EnquirySent, EnquiryDraft>(({ input, signal }) =>
        honouringRateLimit((s) => publicApi.createEnquiry({ ...input, ...visit() }, { signal: s }), signal),
      ),
      loadCar: fromPromise<Car, { id: string }>(({ input, signal }) =>
        honouringRateLimit((s) => publicApi.getCar(input.id, { signal: s }), signal),
      ),
    },
  } satisfies Parameters<ContactFormMachine['provide']>[0];
}
