import { fromPromise } from 'xstate';
import type { AdminApi } from '../../api/admin-client';
import { activityMachine, type ActivityMachine } from './activity.machine';
import type { CarHistoryMachine } from './car-history.machine';
import type { ActivityPage, ActivityPageQuery, PersonRef } from './activity.model';

export type ActivityClients = { adminApi: Pick<AdminApi, 'listActivity' | 'listAccounts'> };

/**
 * The activity log's real effects (docs/decisions/009): one page of the log, and the admins (one call each). The
 * actor's signal aborts a call whose state was left: a filter changed while it was under way.
 */
export function createActivityActors({ clients }: { clients: ActivityClients }) {
  const { adminApi } = clients;
  return {
    actors: {
      listActivity: fromPromise<ActivityPage, ActivityPageQuery>(({ input, signal }) => adminApi.listActivity(input, { signal })),
      listAccounts: fromPromise<PersonRef[], void>(({ signal }) => adminApi.listAccounts({ signal })),
    },
  } satisfies Parameters<ActivityMachine['provide']>[0];
}

/** A car's History dialog: it has no calls of its own; the log it opens gets them (createActivityActors). */
export function createCarHistoryActors({ clients }: { clients: ActivityClients }) {
  return {
    actors: { activity: activityMachine.provide(createActivityActors({ clients })) },
  } satisfies Parameters<CarHistoryMachine['provide']>[0];
}
