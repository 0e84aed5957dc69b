import { createAutocompleteActors } from '../../../machines/autocomplete/autocomplete.actors';
import { autocompleteMachine } from '../../../machines/autocomplete/autocomplete.machine';
import { collectionMachine } from '../../../machines/collection/collection.machine';
import { publicApi } from '../../../api/public-client';
import type { LiveLogic } from '../logic';

/**
 * The /cars page's machines wired to the given clients (a test's fakes) or the real ones (docs/decisions/009). The
 * collection has no effect of its own (it talks to the root car-data store and emits the address to navigate to): it
 * is listed as it is.
 */
export function createFleetLogic({ clients = { publicApi } }: Partial<Parameters<typeof createAutocompleteActors>[0]> = {}) {
  return {
    autocomplete: autocompleteMachine.provide(createAutocompleteActors({ clients })),
    collection: collectionMachine,
  } satisfies Partial<LiveLogic>;
}

/** The /cars page's live logic, made once. */
export const logic = createFleetLogic();
