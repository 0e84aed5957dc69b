import { fromPromise } from 'xstate';
import type { AdminApi } from '../../api/admin-client';
import type { Car } from '../../domain/types';
import type { TrashMachine, TrashedCar } from './trash.machine';

export type TrashClients = { adminApi: Pick<AdminApi, 'listTrash' | 'restoreCar' | 'purgeCar'> };

/**
 * The trash's real effects (docs/decisions/009): the list in one call, a restore and a purge (one call each, by the
 * car's id). The actor's signal aborts a call whose state was left.
 */
export function createTrashActors({ clients }: { clients: TrashClients }) {
  const { adminApi } = clients;
  return {
    actors: {
      listTrash: fromPromise<TrashedCar[], void>(({ signal }) => adminApi.listTrash({ signal })),
      restoreCar: fromPromise<{ car: Car; previousSlug?: string }, { id: string }>(({ input, signal }) => adminApi.restoreCar(input.id, { signal })),
      purgeCar: fromPromise<void, { id: string }>(({ input, signal }) => adminApi.purgeCar(input.id, { signal })),
    },
  } satisfies Parameters<TrashMachine['provide']>[0];
}
