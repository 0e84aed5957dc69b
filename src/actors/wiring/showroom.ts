import { createFeaturedActors } from '../../../machines/featured/featured.actors';
import { featuredMachine } from '../../../machines/featured/featured.machine';
import { publicApi } from '../../../api/public-client';
import type { LiveLogic } from '../logic';

/** The home page's machines wired to the given clients (a test's fakes) or the real ones (docs/decisions/009). */
export function createShowroomLogic(options: Partial<Parameters<typeof createFeaturedActors>[0]> = {}) {
  return {
    featured: featuredMachine.provide(createFeaturedActors({ clients: { publicApi }, ...options })),
  } satisfies Partial<LiveLogic>;
}

/** The home page's live logic, made once. */
export const logic = createShowroomLogic();
