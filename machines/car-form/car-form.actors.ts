import { fromPromise } from 'xstate';
import { adminApi } from '../../src/api/admin-client';
import type { Car, CarInput } from './car-form.model';

export type SaveCarInput = { mode: 'add'; payload: CarInput } | { mode: 'edit'; id: string; payload: CarInput };

/** One save (SPEC §7): add or edit, resolving with the car as the server stored it. */
export const saveCar = fromPromise<Car, SaveCarInput>(({ input, signal }) =>
  input.mode === 'add'
    ? adminApi.addCar(input.payload, { signal })
    : adminApi.editCar(input.id, input.payload, { signal }),
);
