import { carFormMachine } from '../car-form/car-form.machine';
import { createCarFormActors, type CarFormClients } from '../car-form/car-form.actors';
import type { CarDialogMachine } from './car-dialog.machine';

export type CarDialogClients = CarFormClients;

/**
 * The dialog's real effects (docs/decisions/009): it has none of its own, but the form it invokes on every open
 * saves and uploads; it gets the form logic already wired, slots included.
 */
export function createCarDialogActors({ clients }: { clients: CarDialogClients }) {
  return {
    actors: {
      carForm: carFormMachine.provide(createCarFormActors({ clients })),
    },
  } satisfies Parameters<CarDialogMachine['provide']>[0];
}
