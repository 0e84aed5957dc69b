import { fromPromise } from 'xstate';
import type { AdminApi } from '../../api/admin-client';
import type { AdminCarsMachine } from './admin-cars.machine';
import type { Car, CarInput, CarStatus } from './admin-cars.model';

export type AdminCarsClients = { adminApi: Pick<AdminApi, 'listCars' | 'deleteCar' | 'restoreCar' | 'setStatus' | 'editCar'> };

/**
 * The fleet's real effects (docs/decisions/009): the whole list in one call, a delete (to the trash) and its undo, a status change (one call
 * with the id and the new status, SPEC §4) and a card toggle (the car's own data with one flag flipped, one edit
 * call). The actor's signal aborts a call whose state was left.
 */
export function createAdminCarsActors({ clients }: { clients: AdminCarsClients }) {
  const { adminApi } = clients;
  return {
    actors: {
      listCars: fromPromise<{ cars: Car[]; total: number }, void>(async ({ signal }) => {
        const body = await adminApi.listCars({}, { signal });
        return { cars: body.data, total: body.total };
      }),
      deleteCar: fromPromise<void, { id: string }>(({ input, signal }) => adminApi.deleteCar(input.id, { signal })),
      restoreCar: fromPromise<{ car: Car; previousSlug?: string }, { id: string }>(({ input, signal }) => adminApi.restoreCar(input.id, { signal })),
      setStatus: fromPromise<Car, { id: string; status: CarStatus }>(({ input, signal }) =>
        adminApi.setStatus(input.id, input.status, { signal }),
      ),
      toggleFlag: fromPromise<Car, { id: string; payload: CarInput }>(({ input, signal }) =>
        adminApi.editCar(input.id, input.payload, { signal }),
      ),
    },
  } satisfies Parameters<AdminCarsMachine['provide']>[0];
}
