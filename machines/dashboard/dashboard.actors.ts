import { fromPromise } from 'xstate';
import { adminApi } from '../../src/api';
import type { CarStats } from './dashboard.machine';

/** The real stats call; the actor's signal aborts it when the dashboard is left. */
export const dashboardActors = {
  fetchStats: fromPromise<CarStats>(({ signal }) => adminApi.stats({ signal })),
};
