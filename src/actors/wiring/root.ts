import { createAnthemActors } from '../../../machines/anthem/anthem.actors';
import { anthemMachine } from '../../../machines/anthem/anthem.machine';
import { createAuthActors } from '../../../machines/auth/auth.actors';
import { authMachine } from '../../../machines/auth/auth.machine';
import { createCarDataActors } from '../../../machines/car-data/car-data.actors';
import { carDataMachine } from '../../../machines/car-data/car-data.machine';
import { authApi } from '../../api/auth-client';
import { publicApi } from '../../api/public-client';
import type { LiveLogic } from '../logic';

/**
 * The root actors' machines wired to the real clients, once (docs/decisions/009): provided by `App` on every page
 * (the admin session, the anthem of the public shell, the public car-data store).
 */
export const logic = {
  auth: authMachine.provide(createAuthActors({ clients: { authApi } })),
  anthem: anthemMachine.provide(createAnthemActors()),
  carData: carDataMachine.provide(createCarDataActors({ clients: { publicApi } })),
} satisfies Partial<LiveLogic>;
