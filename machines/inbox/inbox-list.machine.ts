import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEFAULT_RETRY_AFTER_S } from '../../domain/constants';
import { isAbortError } from '../../api/error-map';
import { isApiError, reasonOf } from '../../api/errors';
import { msg, type Message } from '../../domain/message';
import { notProvided } from '../shared/placeholder';
import {
  NO_FILTERS,
  applyInboxFilter,
  cleanSearch,
  exportFileName,
  isPageOf,
  toInboxQuery,
  type CarOption,
  type Enquiry,
  type InboxFilterKey,
  type InboxFilters,
  type InboxPage,
  type InboxQuery,
} from './inbox.model';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type InboxListContext = {
  filters: InboxFilters;
  page: number;
  /** null = never loaded; [] = loaded and empty. Kept while the next page loads, so the list does not blank. */
  enquiries: Enquiry[] | null;
  total: number;
  totalPages: number;
  /** Enquiries with status new in the whole inbox (the sidebar's count); null = not known yet. */
  newCount: number | null;
  /** The fleet's cars for the car filter ([] when they could not be loaded: the cars seen in enquiries remain). */
  fleet: CarOption[];
  /** Why the list could not be loaded. */
  error: Message | null;
  /** Seconds the server asked to wait (429). */
  retryAfter: number;
  /** Why the last export failed; null = none. */
  exportError: Message | null;
};

export type InboxListEvent =
  | { type: 'filter.set'; key: InboxFilterKey; value: string }
  | { type: 'search.set'; value: string }
  | { type: 'filters.reset' }
  | { type: 'page.set'; page: number }
  | { type: 'list.refresh' }
  | { type: 'export.start' };

/** The export's CSV, for the view to save as a file (only a view can make a download). */
export type InboxListEmitted = { type: 'export.ready'; csv: string; fileName: string };

export type InboxListTag = 'busy' | 'ready' | 'empty' | 'error' | 'rateLimited' | 'exporting';

const isRateLimited = (error: unknown) => isApiError(error) && error.isRateLimited;

/**
 * The admin inbox's list (issue 19): one page of enquiries, newest first, as the server filters them (status, car,
 * days, search — the search waits for a pause in typing), with the count of new ones for the sidebar. Every change of
 * filter or page, and every refresh, asks the server again (no cache: another admin's change shows on refresh); the
 * rows shown stay until the answer replaces them. A 429 is waited out, then the list asks again. Alongside: the fleet's
 * cars for the car filter, and the CSV export of the filtered list.
 */
export const inboxListMachine = setup({
  types: {
    context: {} as InboxListContext,
    events: {} as InboxListEvent,
    tags: {} as InboxListTag,
    emitted: {} as InboxListEmitted,
  },
  actors: {
    listEnquiries: notProvided<InboxPage, InboxQuery>('inbox-list', 'listEnquiries'),
    exportEnquiries: notProvided<string, InboxQuery>('inbox-list', 'exportEnquiries'),
    listFleet: notProvided<CarOption[]>('inbox-list', 'listFleet'),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
    retryAfter: ({ context }) => context.retryAfter * 1000,
  },
  guards: {
    /** A cancelled call (StrictMode's stop and revive in development): asked again, never shown. */
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
    isRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    hasRows: ({ event }) => 'output' in event && (event.output as InboxPage).enquiries.length > 0,
    changesFilter: ({ context, event }) =>
      event.type === 'filter.set' && applyInboxFilter(context.filters, event.key, event.value) !== context.filters,
    isOtherPage: ({ context, event }) => event.type === 'page.set' && event.page !== context.page && isPageOf(event.page, context.totalPages),
  },
  actions: {
    assignFilter: assign(({ context, event }) =>
      event.type === 'filter.set' ? { filters: applyInboxFilter(context.filters, event.key, event.value), page: 1 } : {},
    ),
    assignSearch: assign(({ context, event }) =>
      event.type === 'search.set' ? { filters: { ...context.filters, search: cleanSearch(event.value) }, page: 1 } : {},
    ),
    resetFilters: assign({ filters: NO_FILTERS, page: 1 }),
    assignPageNumber: assign(({ event }) => (event.type === 'page.set' ? { page: event.page } : {})),
    assignPage: assign((_, answer: InboxPage) => ({
      enquiries: answer.enquiries,
      total: answer.total,
      totalPages: answer.totalPages,
      page: answer.currentPage,
      newCount: answer.newCount,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: reasonOf(params.error, msg('fetchEnquiriesFailed')) })),
    assignRetryAfter: assign((_, params: { error: unknown }) => ({
      retryAfter: (isApiError(params.error) && params.error.retryAfter) || DEFAULT_RETRY_AFTER_S,
      error: reasonOf(params.error, msg('tooManyRequests')),
    })),
    emitExport: emit((_, csv: string) => ({ type: 'export.ready' as const, csv, fileName: exportFileName(Date.now()) })),
  },
}).createMachine({
  id: 'inboxList',
  type: 'parallel',
  context: {
    filters: NO_FILTERS,
    page: 1,
    enquiries: null,
    total: 0,
    totalPages: 0,
    newCount: null,
    fleet: [],
    error: null,
    retryAfter: DEFAULT_RETRY_AFTER_S,
    exportError: null,
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        'filter.set': { guard: 'changesFilter', target: '.loading', actions: 'assignFilter' },
        'search.set': { target: '.debouncing', actions: 'assignSearch' },
        'filters.reset': { target: '.loading', actions: 'resetFilters' },
        'page.set': { guard: 'isOtherPage', target: '.loading', actions: 'assignPageNumber' },
        'list.refresh': '.loading',
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'listEnquiries',
            src: 'listEnquiries',
            input: ({ context }) => toInboxQuery(context.filters, context.page),
            onDone: [
              { guard: 'hasRows', target: 'ready', actions: { type: 'assignPage', params: ({ event }) => event.output } },
              { target: 'empty', actions: { type: 'assignPage', params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: 'isAborted', target: 'loading', reenter: true },
              { guard: 'isRateLimited', target: 'rateLimited', actions: { type: 'assignRetryAfter', params: ({ event }) => ({ error: event.error }) } },
              { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        /** The search was typed: the list asks once typing pauses. */
        debouncing: {
          tags: ['busy'],
          after: { searchDebounce: 'loading' },
        },
        ready: { tags: ['ready'] },
        empty: { tags: ['empty'] },
        failed: { tags: ['error'] },
        /** The server said 429: the list waits as long as it asked, then asks again (a refresh asks at once). */
        rateLimited: {
          tags: ['rateLimited', 'busy'],
          after: { retryAfter: 'loading' },
        },
      },
    },
    fleet: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'listFleet',
            src: 'listFleet',
            onDone: { target: 'done', actions: assign({ fleet: ({ event }) => event.output }) },
            // Without the fleet the car filter still offers the cars seen in enquiries.
            onError: 'done',
          },
        },
        done: { type: 'final' },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'export.start': { target: 'exporting', actions: assign({ exportError: null }) } },
        },
        exporting: {
          tags: ['exporting'],
          invoke: {
            id: 'exportEnquiries',
            src: 'exportEnquiries',
            input: ({ context }) => toInboxQuery(context.filters),
            onDone: { target: 'idle', actions: { type: 'emitExport', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isAborted', target: 'idle' },
              { target: 'idle', actions: assign({ exportError: ({ event }) => reasonOf(event.error, msg('exportEnquiriesFailed')) }) },
            ],
          },
        },
      },
    },
  },
});

export type InboxListMachine = typeof inboxListMachine;
export type InboxListRef = ActorRefFrom<InboxListMachine>;
export type InboxListSnapshot = SnapshotFrom<InboxListMachine>;
