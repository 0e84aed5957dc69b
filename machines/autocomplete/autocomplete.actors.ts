import { fromPromise } from 'xstate';
import type { PublicApi } from '../../api/public-client';
import { honouringRateLimit } from '../../api/rate-limit';
import type { AutocompleteMachine, Car, SearchInput } from './autocomplete.machine';

export type AutocompleteClients = { publicApi: Pick<PublicApi, 'searchCars'> };

/**
 * The suggestion search's real effect (docs/decisions/009): GET /api/car/search/{text}. Not list traffic, so it does
 * not wait in the store's queue; a 429 is waited out and the search asked again (SPEC §8); a newer search stops the
 * older actor, which aborts its call or its wait.
 */
export function createAutocompleteActors({ clients }: { clients: AutocompleteClients }) {
  return {
    actors: {
      searchCars: fromPromise<Car[], SearchInput>(({ input, signal }) =>
        honouringRateLimit((s) => clients.publicApi.searchCars(input.text, { signal: s }), signal),
      ),
    },
  } satisfies Parameters<AutocompleteMachine['provide']>[0];
}
