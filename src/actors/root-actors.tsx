import { createActorContext } from '@xstate/react';
import { authMachine } from '../../machines/auth/auth.machine';
import { carDataMachine } from '../../machines/car-data/car-data.machine';

/**
 * The app's long-lived actors (DESIGN.md §1). Views select primitives from them with useSelector and send events;
 * they never call the API themselves.
 */
/** The admin session. Its live logic (the real calls) is given by `App`: `<AuthContext.Provider logic={…}>` (wiring/root). */
export const AuthContext = createActorContext(authMachine);

/**
 * The public car-data store (SPEC §4): every fleet list, its errors, the cache and the one request queue. Its live
 * logic is given by `App`: `<CarDataContext.Provider logic={…}>` (wiring/root).
 */
export const CarDataContext = createActorContext(carDataMachine);
