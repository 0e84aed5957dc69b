import { fromPromise } from 'xstate';
import { publicApi } from '../../src/api/public-client';
import { autocompleteMachine, type Car, type SearchInput } from './autocomplete.machine';

/**
 * The suggestion search: GET /api/car/search/{text}. Not list traffic, so it does not wait in the store's queue;
 * a newer search stops the older actor, which aborts its call.
 */
export const searchCars = fromPromise<Car[], SearchInput>(({ input, signal }) => publicApi.searchCars(input.text, { signal }));

/** The machine wired to the real client; the view still provides `openCar` and `submitText`. */
export const liveAutocompleteMachine = autocompleteMachine.provide({ actors: { searchCars } });
