import { fromPromise } from 'xstate';
import type { AdminApi } from '../../api/admin-client';
import type { CarStats, DashboardMachine, DemandStats } from './dashboard.machine';

export type DashboardClients = { adminApi: Pick<AdminApi, 'stats' | 'demandStats'> };

/**
 * The dashboard's real effects (docs/decisions/009): the fleet's statistics and the demand, each call aborted by its
 * actor's signal when the dashboard is left.
 */
export function createDashboardActors({ clients }: { clients: DashboardClients }) {
  return {
    actors: {
      fetchStats: fromPromise<CarStats, void>(({ signal }) => clients.adminApi.stats({ signal })),
      fetchDemand: fromPromise<DemandStats, void>(({ signal }) => clients.adminApi.demandStats({ signal })),
    },
  } satisfies Parameters<DashboardMachine['provide']>[0];
}
