import { assign, setup } from 'xstate';
import { notProvided } from '../shared/placeholder';
import type { components } from '../../src/api/schema';
import { isAbortError } from '../../src/api/error-map';
import { MSG } from '../../src/api/messages';
import { reasonOf } from '../../src/api/errors';

export type CarStats = components['schemas']['CarStats'];

export interface DashboardContext {
  /** null = never loaded; kept while a refresh runs so the tiles do not blank. */
  stats: CarStats | null;
  /** Message of the last failed fetch; null = none. */
  error: string | null;
}

export type DashboardEvent = { type: 'stats.retry' } | { type: 'stats.refresh' };
/** busy: a fetch is running; ready: statistics to show; error: the last fetch failed. */
export type DashboardTag = 'busy' | 'ready' | 'error';

/**
 * The admin dashboard's statistics (SPEC §7 GET /api/admin/cars/stats): loading → loaded, or failed with
 * 'Failed to fetch car statistics' (or the call's message) and a retry; a loaded dashboard can be refreshed.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    tags: {} as DashboardTag,
  },
  actors: {
    fetchStats: notProvided<CarStats>('dashboard', 'fetchStats'),
  },
  guards: {
    /**
     * The call was cancelled, not failed. A stopped machine never hears of it; a live one does only when React's
     * StrictMode stops and revives the actor (development): then it asks again.
     */
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
  },
}).createMachine({
  id: 'dashboard',
  context: { stats: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchStats',
        src: 'fetchStats',
        onDone: { target: 'loaded', actions: assign({ stats: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isAborted', target: 'loading', reenter: true },
          {
            target: 'failed',
            actions: assign({ stats: null, error: ({ event }) => reasonOf(event.error, MSG.statsFailed) }),
          },
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
        onDone: { target: 'loaded', actions: assign({ stats: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ stats: null, error: ({ event }) => reasonOf(event.error, MSG.statsFailed) }),
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'stats.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

export type DashboardMachine = typeof dashboardMachine;
