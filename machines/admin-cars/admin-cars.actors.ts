import { fromPromise } from 'xstate';
import { adminApi } from '../../src/api/admin-client';
import type { Car, CarInput, CarStatus } from './admin-cars.model';

/** The whole fleet in one call (the admin list filters on the client, SPEC §5). */
export const listCars = fromPromise<{ cars: Car[]; total: number }>(async ({ signal }) => {
  const body = await adminApi.listCars({}, { signal });
  return { cars: body.data, total: body.total };
});

export const deleteCar = fromPromise<void, { id: string }>(({ input, signal }) => adminApi.deleteCar(input.id, { signal }));

/** SPEC §4: one call with the car id and the new status. */
export const setStatus = fromPromise<Car, { id: string; status: CarStatus }>(({ input, signal }) =>
  adminApi.setStatus(input.id, input.status, { signal }),
);

/** A card toggle: the car's own data with one flag flipped, as one edit call. */
export const toggleFlag = fromPromise<Car, { id: string; payload: CarInput }>(({ input, signal }) =>
  adminApi.editCar(input.id, input.payload, { signal }),
);
