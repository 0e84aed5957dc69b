import { assign, setup, type ActorRefFrom } from 'xstate';
import { isAbortError } from '../../api/error-map';
import { notProvided } from '../shared/placeholder';

export type InboxCountContext = {
  /** Enquiries with status new in the whole inbox; null = not known (never loaded, or the last ask failed first). */
  newCount: number | null;
};

export type InboxCountEvent =
  /** Ask the server again (a navigation in the portal). */
  | { type: 'count.refresh' }
  /** The inbox list just answered with the count: no need to ask. */
  | { type: 'count.known'; newCount: number };

export type InboxCountTag = 'busy';

/**
 * The sidebar's count of new enquiries (issue 19): asked when the portal opens and on each navigation; the inbox's own
 * list answers carry it too (count.known), so a status changed in the inbox shows in the sidebar at once. A failed
 * ask keeps the last count (the badge is a hint, never an error).
 */
export const inboxCountMachine = setup({
  types: {
    context: {} as InboxCountContext,
    events: {} as InboxCountEvent,
    tags: {} as InboxCountTag,
  },
  actors: {
    countNew: notProvided<number>('inbox-count', 'countNew'),
  },
  guards: {
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
  },
  actions: {
    assignKnown: assign(({ event }) => (event.type === 'count.known' ? { newCount: event.newCount } : {})),
  },
}).createMachine({
  id: 'inboxCount',
  context: { newCount: null },
  initial: 'loading',
  on: { 'count.known': { actions: 'assignKnown' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'countNew',
        src: 'countNew',
        onDone: { target: 'idle', actions: assign({ newCount: ({ event }) => event.output }) },
        onError: [{ guard: 'isAborted', target: 'loading', reenter: true }, { target: 'idle' }],
      },
      // A navigation while asking: ask again, the older answer may already be out of date.
      on: { 'count.refresh': { target: 'loading', reenter: true } },
    },
    idle: {
      on: { 'count.refresh': 'loading' },
    },
  },
});

export type InboxCountMachine = typeof inboxCountMachine;
export type InboxCountRef = ActorRefFrom<InboxCountMachine>;
