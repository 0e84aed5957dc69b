import { fromPromise } from 'xstate';
import type { Car } from '../../src/api';
import { publicApi } from '../../src/api/public-client';
import { MSG } from '../../src/api/messages';
import { RELATED_LIMIT } from '../../src/config/constants';
import { carDetailMachine } from './car-detail.machine';

/**
 * The live calls of the detail page. They go straight to the public client (which keeps the 1 s gap between
 * requests and rejects invalid ids again): the single car, its related list and the view count are not list
 * traffic of the car-data store's queue.
 */
export const carDetailActors = {
  loadCar: fromPromise<Car, { id: string }>(({ input, signal }) => publicApi.getCar(input.id, { signal })),
  loadRelated: fromPromise<Car[], { id: string }>(({ input, signal }) =>
    publicApi.listRelated(input.id, RELATED_LIMIT, { signal }),
  ),
  countView: fromPromise<number, { id: string }>(({ input, signal }) => publicApi.incrementView(input.id, { signal })),
};

export const liveCarDetailMachine = carDetailMachine.provide({
  actors: carDetailActors,
  actions: {
    // SPEC §8: 'Failed to update view count' is only logged, never shown.
    logViewCountFailure: (_, { id, error }) => console.warn(MSG.viewCountFailed, id, error),
  },
});
