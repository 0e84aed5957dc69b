import { fromPromise } from 'xstate';
import type { AdminApi } from '../../src/api/admin-client';
import type { CarStats, DashboardMachine } from './dashboard.machine';

export type DashboardClients = { adminApi: Pick<AdminApi, 'stats'> };

/** The dashboard's real effect (docs/decisions/009): the stats call; the actor's signal aborts it when the dashboard is left. */
export function createDashboardActors({ clients }: { clients: DashboardClients }) {
  return {
    actors: {
      fetchStats: fromPromise<CarStats, void>(({ signal }) => clients.adminApi.stats({ signal })),
    },
  } satisfies Parameters<DashboardMachine['provide']>[0];
}
