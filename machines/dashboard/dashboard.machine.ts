import { assign, setup, type ActorRefFrom } from 'xstate';
import { notProvided } from '../shared/placeholder';
import type { components } from '../../domain/api-schema';
import { isAbortError } from '../../api/error-map';
import { msg, type Message } from '../../domain/message';
import { reasonOf } from '../../api/errors';

export type CarStats = components['schemas']['CarStats'];
export type DemandStats = components['schemas']['DemandStats'];

export interface DashboardContext {
  /** null = never loaded; kept while a refresh runs so the tiles do not blank. */
  stats: CarStats | null;
  /** Message of the last failed fetch; null = none. */
  error: Message | null;
  /** The last 30 days' demand (issue 19); null = never loaded, or its last fetch failed. */
  demand: DemandStats | null;
  /** Message of the last failed demand fetch; null = none. */
  demandError: Message | null;
}

export type DashboardEvent = { type: 'stats.retry' } | { type: 'stats.refresh' } | { type: 'demand.retry' };
/**
 * The fleet's statistics: busy (a fetch is running), ready (statistics to show), error (the last fetch failed).
 * The demand's, apart so one failing never hides the other: demandBusy, demandReady, demandError, and demandEmpty
 * (loaded, and nothing asked for in the 30 days).
 */
export type DashboardTag = 'busy' | 'ready' | 'error' | 'demandBusy' | 'demandReady' | 'demandError' | 'demandEmpty';

const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined);

/** Nothing counted in the window: no enquiry, no WhatsApp or call press. */
export const isQuietDemand = (demand: DemandStats) => demand.byChannel.every((c) => c.count === 0);

/**
 * The admin dashboard: two independent regions loaded side by side.
 * fleet: SPEC §7 GET /api/admin/cars/stats: loading → loaded, or failed with 'Failed to fetch car statistics' (or the
 * call's message) and a retry; a loaded dashboard can be refreshed.
 * demand: GET /api/admin/demand (issue 19), the same life, failing with 'Failed to fetch demand statistics' (or the
 * call's message); the page's refresh reloads it too.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    tags: {} as DashboardTag,
  },
  actors: {
    fetchStats: notProvided<CarStats>('dashboard', 'fetchStats'),
    fetchDemand: notProvided<DemandStats>('dashboard', 'fetchDemand'),
  },
  actions: {
    assignStats: assign({ stats: (_, output: CarStats) => output, error: null }),
    // Only ever run on an actor's error event: its `error` is what failed.
    failStats: assign({ stats: null, error: ({ event }) => reasonOf(errorOf(event), msg('statsFailed')) }),
    assignDemand: assign({ demand: (_, output: DemandStats) => output, demandError: null }),
    failDemand: assign({ demand: null, demandError: ({ event }) => reasonOf(errorOf(event), msg('demandFailed')) }),
  },
  guards: {
    /**
     * The call was cancelled, not failed. A stopped machine never hears of it; a live one does only when React's
     * StrictMode stops and revives the actor (development): then it asks again.
     */
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
    isQuiet: (_, output: DemandStats) => isQuietDemand(output),
  },
}).createMachine({
  id: 'dashboard',
  context: { stats: null, error: null, demand: null, demandError: null },
  type: 'parallel',
  states: {
    fleet: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'fetchStats',
            src: 'fetchStats',
            onDone: { target: 'loaded', actions: { type: 'assignStats', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isAborted', target: 'loading', reenter: true },
              { target: 'failed', actions: 'failStats' },
            ],
          },
        },
        loaded: {
          tags: ['ready'],
          on: { 'stats.refresh': 'refreshing' },
        },
        refreshing: {
          tags: ['ready', 'busy'],
          invoke: {
            id: 'fetchStats',
            src: 'fetchStats',
            onDone: { target: 'loaded', actions: { type: 'assignStats', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'failStats' },
          },
        },
        failed: {
          tags: ['error'],
          on: { 'stats.retry': { target: 'loading', actions: assign({ error: null }) } },
        },
      },
    },
    demand: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['demandBusy'],
          invoke: {
            id: 'fetchDemand',
            src: 'fetchDemand',
            onDone: [
              { guard: { type: 'isQuiet', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'assignDemand', params: ({ event }) => event.output } },
              { target: 'loaded', actions: { type: 'assignDemand', params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: 'isAborted', target: 'loading', reenter: true },
              { target: 'failed', actions: 'failDemand' },
            ],
          },
        },
        loaded: {
          tags: ['demandReady'],
          on: { 'stats.refresh': 'refreshing' },
        },
        empty: {
          tags: ['demandReady', 'demandEmpty'],
          on: { 'stats.refresh': 'refreshingEmpty' },
        },
        refreshing: {
          tags: ['demandReady', 'demandBusy'],
          invoke: {
            id: 'fetchDemand',
            src: 'fetchDemand',
            onDone: [
              { guard: { type: 'isQuiet', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'assignDemand', params: ({ event }) => event.output } },
              { target: 'loaded', actions: { type: 'assignDemand', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: 'failDemand' },
          },
        },
        /** A refresh of an empty window: the empty state stays shown (not zero charts) until the answer. */
        refreshingEmpty: {
          tags: ['demandReady', 'demandBusy', 'demandEmpty'],
          invoke: {
            id: 'fetchDemand',
            src: 'fetchDemand',
            onDone: [
              { guard: { type: 'isQuiet', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'assignDemand', params: ({ event }) => event.output } },
              { target: 'loaded', actions: { type: 'assignDemand', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: 'failDemand' },
          },
        },
        failed: {
          tags: ['demandError'],
          on: {
            'demand.retry': { target: 'loading', actions: assign({ demandError: null }) },
            'stats.refresh': { target: 'loading', actions: assign({ demandError: null }) },
          },
        },
      },
    },
  },
});

export type DashboardMachine = typeof dashboardMachine;
export type DashboardRef = ActorRefFrom<DashboardMachine>;
