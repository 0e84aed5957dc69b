import { createFeaturedActors } from '../../../machines/featured/featured.actors';
import { featuredMachine } from '../../../machines/featured/featured.machine';
import { publicApi } from '../../api/public-client';
import type { LiveLogic } from '../logic';

/** The home page's machines wired to the real clients, once (docs/decisions/009). */
export const logic = {
  featured: featuredMachine.provide(createFeaturedActors({ clients: { publicApi } })),
} satisfies Partial<LiveLogic>;
