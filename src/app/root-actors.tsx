import { createActorContext } from '@xstate/react';
import { liveAuthMachine } from '../../machines/auth/auth.actors';

/**
 * The app's long-lived actors (DESIGN.md §1). Views select primitives from them with useSelector and send events;
 * they never call the API themselves.
 */
export const AuthContext = createActorContext(liveAuthMachine);
