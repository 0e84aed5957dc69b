import { createActorContext } from '@xstate/react';
import { liveAuthMachine } from '../../machines/auth/auth.actors';
import { liveCarDataMachine } from '../../machines/car-data/car-data.actors';

/**
 * The app's long-lived actors (DESIGN.md §1). Views select primitives from them with useSelector and send events;
 * they never call the API themselves.
 */
export const AuthContext = createActorContext(liveAuthMachine);

/** The public car-data store (SPEC §4): every fleet list, its flags, the cache and the one request queue. */
export const CarDataContext = createActorContext(liveCarDataMachine);
