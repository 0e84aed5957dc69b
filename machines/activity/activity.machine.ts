import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isAbortError } from '../../api/error-map';
import { reasonOf } from '../../api/errors';
import { msg, type Message } from '../../domain/message';
import { notProvided } from '../shared/placeholder';
import {
  ACTIVITY_PAGE_SIZE,
  NO_FILTERS,
  activityQuery,
  applyActivityFilter,
  type ActivityFilterKey,
  type ActivityFilters,
  type ActivityPage,
  type ActivityPageQuery,
  type AuditEvent,
  type PersonRef,
} from './activity.model';

export type ActivityContext = {
  /** The one car whose history this is (the fleet's History dialog); null = the whole log. Fixed at start. */
  carId: string | null;
  /** Events per page. */
  limit: number;
  filters: ActivityFilters;
  /** Newest first; null = never loaded, [] = loaded and empty. Kept (and shown, dimmed) while a filter change reloads. */
  events: AuditEvent[] | null;
  /** The `before` of the next (older) page; null = this is all of it. */
  nextBefore: string | null;
  /** The admins, for the 'Admin' filter and to name a car's creator and last editor; null = not loaded yet ([] if they could not be). */
  accounts: PersonRef[] | null;
  /** Why the first page could not be loaded. */
  error: Message | null;
  /** Why the last older page could not be loaded: what was shown stays. */
  olderError: Message | null;
};

export type ActivityInput = { carId?: string; limit?: number };

export type ActivityEvent =
  | { type: 'filter.set'; key: ActivityFilterKey; value: string }
  | { type: 'filters.reset' }
  | { type: 'activity.reload' }
  | { type: 'page.older' };

/** loading: the first page; loadingOlder: the next page; failed: the first page could not be loaded. */
export type ActivityTag = 'loading' | 'loadingOlder' | 'failed';

/**
 * The portal's activity log (issue 22): who did what and when, newest first, a page at a time ('Load older' appends
 * the next while there is one), filtered by admin and kind; a car's history is the same log with its car fixed. One
 * load at a time: a filter change restarts the load from the first page (the call under way is cancelled, its signal
 * aborted), also while an older page loads. The admins load beside it, once. The calls are made by
 * createActivityActors.
 */
export const activityMachine = setup({
  types: {
    context: {} as ActivityContext,
    events: {} as ActivityEvent,
    tags: {} as ActivityTag,
    input: {} as ActivityInput,
  },
  actors: {
    listActivity: notProvided<ActivityPage, ActivityPageQuery>('activity', 'listActivity'),
    listAccounts: notProvided<PersonRef[]>('activity', 'listAccounts'),
  },
  guards: {
    /** A cancelled call (StrictMode's stop and revive in development): asked again, never shown. */
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
    changesFilter: ({ context, event }) => event.type === 'filter.set' && applyActivityFilter(context.filters, event.key, event.value) !== context.filters,
    isFiltered: ({ context }) => context.filters.actorId !== '' || context.filters.kind !== '',
    hasOlder: ({ context }) => context.nextBefore !== null,
  },
  actions: {
    assignFilter: assign(({ context, event }) => (event.type === 'filter.set' ? { filters: applyActivityFilter(context.filters, event.key, event.value) } : {})),
    resetFilters: assign({ filters: NO_FILTERS }),
    clearErrors: assign({ error: null, olderError: null }),
    assignFirstPage: assign((_, page: ActivityPage) => ({ events: page.events, nextBefore: page.nextBefore, error: null })),
    appendPage: assign(({ context }, page: ActivityPage) => {
      const seen = new Set(context.events?.map((event) => event.id));
      return { events: [...(context.events ?? []), ...page.events.filter((event) => !seen.has(event.id))], nextBefore: page.nextBefore, olderError: null };
    }),
    assignError: assign((_, params: { error: unknown }) => ({ error: reasonOf(params.error, msg('fetchActivityFailed')) })),
    assignOlderError: assign((_, params: { error: unknown }) => ({ olderError: reasonOf(params.error, msg('fetchActivityFailed')) })),
  },
}).createMachine({
  id: 'activity',
  type: 'parallel',
  context: ({ input }) => ({
    carId: input?.carId ?? null,
    limit: input?.limit ?? ACTIVITY_PAGE_SIZE,
    filters: NO_FILTERS,
    events: null,
    nextBefore: null,
    accounts: null,
    error: null,
    olderError: null,
  }),
  states: {
    list: {
      initial: 'loading',
      on: {
        // Re-enters `loading` from any state, itself included: the call under way stops (its signal aborts).
        'filter.set': { guard: 'changesFilter', target: '.loading', actions: 'assignFilter' },
        'filters.reset': { guard: 'isFiltered', target: '.loading', actions: 'resetFilters' },
      },
      states: {
        loading: {
          tags: ['loading'],
          entry: 'clearErrors',
          invoke: {
            id: 'listActivity',
            src: 'listActivity',
            input: ({ context }) => activityQuery(context),
            onDone: { target: 'ready', actions: { type: 'assignFirstPage', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isAborted', target: 'loading', reenter: true },
              { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        failed: {
          tags: ['failed'],
          on: { 'activity.reload': 'loading' },
        },
        ready: {
          on: {
            'activity.reload': 'loading',
            'page.older': { guard: 'hasOlder', target: 'loadingOlder' },
          },
        },
        loadingOlder: {
          tags: ['loadingOlder'],
          invoke: {
            // The same id as the first page's: the two are never under way together.
            id: 'listActivity',
            src: 'listActivity',
            input: ({ context }) => activityQuery(context, context.nextBefore),
            onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isAborted', target: 'loadingOlder', reenter: true },
              { target: 'ready', actions: { type: 'assignOlderError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    accounts: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'listAccounts',
            src: 'listAccounts',
            onDone: { target: 'done', actions: assign({ accounts: ({ event }) => event.output }) },
            // Without them the filter offers the admins the log shows, and names come from the log.
            onError: { target: 'done', actions: assign({ accounts: [] }) },
          },
        },
        done: { type: 'final' },
      },
    },
  },
});

export type ActivityMachine = typeof activityMachine;
export type ActivityRef = ActorRefFrom<ActivityMachine>;
export type ActivitySnapshot = SnapshotFrom<ActivityMachine>;
