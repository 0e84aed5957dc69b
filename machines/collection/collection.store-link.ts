import type { EventObject } from 'xstate';
import { sameStatus, statusOf, type CarDataLink, type StoreStatus, type StoreView } from './collection.model';

/**
 * Follows the car-data store: every change of the part the page reacts to (loading, error, rate limit, paging,
 * the request it answers) arrives as 'store.updated'. Machine-to-machine logic, not an effect: it needs nothing but
 * the store link the page was given, so the collection machine has no real actors to be provided with.
 */
export interface StoreUpdated extends EventObject {
  type: 'store.updated';
  status: StoreStatus;
}

export interface WatchStoreInput {
  store: CarDataLink;
  /** The status the page last saw: anything different is reported, even a change made before this watch began. */
  known: StoreStatus;
}

export function watchStore({ input, sendBack }: { input: WatchStoreInput; sendBack: (event: EventObject) => void }) {
  let last: StoreStatus = input.known;
  const check = (snapshot: StoreView) => {
    const status = statusOf(snapshot);
    if (sameStatus(status, last)) return;
    last = status;
    const event: StoreUpdated = { type: 'store.updated', status };
    sendBack(event);
  };
  const subscription = input.store.subscribe(check);
  // A change between the page's start and this subscription (a request answered at once from the cache).
  check(input.store.getSnapshot());
  return () => subscription.unsubscribe();
}
