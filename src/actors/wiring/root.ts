import { createAnthemActors } from '../../../machines/anthem/anthem.actors';
import { anthemMachine } from '../../../machines/anthem/anthem.machine';
import { createAuthActors } from '../../../machines/auth/auth.actors';
import { authMachine } from '../../../machines/auth/auth.machine';
import { createCarDataActors } from '../../../machines/car-data/car-data.actors';
import { carDataMachine } from '../../../machines/car-data/car-data.machine';
import { createShortlistActors } from '../../../machines/shortlist/shortlist.actors';
import { shortlistMachine } from '../../../machines/shortlist/shortlist.machine';
import { authApi } from '../../../api/auth-client';
import { publicApi } from '../../../api/public-client';
import type { LiveLogic } from '../logic';

type RootClients = Parameters<typeof createAuthActors>[0]['clients'] & Parameters<typeof createCarDataActors>[0]['clients'];

/**
 * The root actors' machines wired to the given clients (a test's fakes) or the real ones (docs/decisions/009):
 * provided by `App` on every page (the admin session, the anthem of the public shell, the public car-data store, the visitor's shortlist).
 */
export function createRootLogic({ clients = {} }: { clients?: Partial<RootClients> } = {}) {
  const all = { authApi, publicApi, ...clients };
  return {
    auth: authMachine.provide(createAuthActors({ clients: all })),
    anthem: anthemMachine.provide(createAnthemActors()),
    carData: carDataMachine.provide(createCarDataActors({ clients: all })),
    shortlist: shortlistMachine.provide(createShortlistActors()),
  } satisfies Partial<LiveLogic>;
}

/** The root actors' live logic, made once. */
export const logic = createRootLogic();
