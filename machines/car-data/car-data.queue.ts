import { fromCallback, type EventObject } from 'xstate';
import { MessageError, msg } from '../../domain/message';
import { DEFAULT_RETRY_AFTER_S } from '../../domain/constants';
import { enqueue } from '../request-queue/request-queue.machine';
import type { CarDataEvent, LoadInput, QueueRef } from './car-data.model';

/**
 * The store and its one request queue (SPEC §4): machine-to-machine logic, no effect of its own. The store spawns
 * the queue as its child 'queue'; its list loads (car-data.actors.ts) queue their calls with `queued`, and
 * `watchQueue` turns the queue's 429 waits into the store's rate-limit events.
 */

function aborted(): Error {
  const error = new MessageError(msg('requestAborted'));
  error.name = 'AbortError';
  return error;
}

/**
 * Queue a call for a load actor. When the machine stops the actor (a newer request replaced it, or the automatic
 * featured load gave way to a page's list), its call is aborted, or never made if its turn has not come yet,
 * so the queue moves on at once. The key names the list: a newer request for the same list replaces a pending one.
 */
export function queued<T>(queue: QueueRef, key: string, own: AbortSignal, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return enqueue(queue, key, (queueSignal) =>
    own.aborted ? Promise.reject(aborted()) : call(AbortSignal.any([queueSignal, own])),
  );
}

/**
 * Watches the queue: each time it starts waiting after a 429 (a new wait or a further retry) the store hears
 * 'queue.rateLimited' with the wait, the retry count and when the wait ends.
 */
export const watchQueue = fromCallback<EventObject, LoadInput>(({ input, sendBack }) => {
  let lastUntil: number | null = null;
  const check = () => {
    const snapshot = input.queue.getSnapshot();
    const { rateLimitedUntil, retryAfter, retryCount } = snapshot.context;
    const limited = snapshot.hasTag('rateLimited') && rateLimitedUntil !== null;
    if (limited && rateLimitedUntil !== lastUntil) {
      const event: CarDataEvent = {
        type: 'queue.rateLimited',
        retryAfter: retryAfter ?? DEFAULT_RETRY_AFTER_S,
        retryCount,
        until: rateLimitedUntil,
      };
      sendBack(event);
    }
    lastUntil = limited ? rateLimitedUntil : null;
  };
  check();
  const subscription = input.queue.subscribe(check);
  return () => subscription.unsubscribe();
});
