import { createContext, useContext, type ReactNode } from 'react';
import { createActorContext, useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import { carDataMachine } from '../../machines/car-data/car-data.machine';
import type { ShortlistMachine } from '../../machines/shortlist/shortlist.machine';

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

const ShortlistActor = createContext<ActorRefFrom<ShortlistMachine> | null>(null);

/**
 * The visitor's shortlist (issue 12), kept in this browser. Its live logic is given by `App`:
 * `<ShortlistProvider logic={…}>` (wiring/root). The actor starts after hydration (as every root actor does), so the
 * server's HTML and the first browser render agree on the empty, unsaved state.
 */
export function ShortlistProvider({ logic, children }: { logic: ShortlistMachine; children: ReactNode }) {
  const actor = useActorRef(logic);
  return <ShortlistActor.Provider value={actor}>{children}</ShortlistActor.Provider>;
}

/**
 * The shortlist actor, or null where none is provided (a view rendered on its own, in a test of another area): the
 * hearts and the header's entry then stay out of the page instead of failing it.
 */
export const useShortlistActor = (): ActorRefFrom<ShortlistMachine> | null => useContext(ShortlistActor);
