import { fromPromise } from 'xstate';
import type { AdminApi } from '../../api/admin-client';
import { createUploadSlotActors, type UploadSlotClients } from '../upload-slot/upload-slot.actors';
import { uploadSlotMachine } from '../upload-slot/upload-slot.machine';
import type { CarFormMachine, SaveCarInput } from './car-form.machine';
import type { Car } from './car-form.model';

export type CarFormClients = { adminApi: Pick<AdminApi, 'addCar' | 'editCar'> } & UploadSlotClients;

/**
 * The form's real effects (docs/decisions/009): one save (SPEC §7), add or edit, resolving with the car as the
 * server stored it; and its image slots, the upload-slot logic with its upload wired, so the slots the form spawns
 * reach the network too.
 */
export function createCarFormActors({ clients }: { clients: CarFormClients }) {
  return {
    actors: {
      saveCar: fromPromise<Car, SaveCarInput>(({ input, signal }) =>
        input.mode === 'add'
          ? clients.adminApi.addCar(input.payload, { signal })
          : clients.adminApi.editCar(input.id, input.payload, { signal }),
      ),
      uploadSlot: uploadSlotMachine.provide(createUploadSlotActors({ clients })),
    },
  } satisfies Parameters<CarFormMachine['provide']>[0];
}
