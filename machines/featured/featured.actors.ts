import { fromPromise } from 'xstate';
import type { Car } from '../../domain/types';
import type { PublicApi } from '../../api/public-client';
import { honouringRateLimit } from '../../api/rate-limit';
import { FEATURED_LIMIT } from '../../domain/constants';
import type { FeaturedMachine } from './featured.machine';

export type FeaturedClients = { publicApi: Pick<PublicApi, 'fetchHomeFeatured'> };

/**
 * The featured list's real effects (docs/decisions/009): the home fetch with its own rules (SPEC §8), waiting out a
 * 429 and asking again as every public call does, and the page reload 'Try Again' asks for. `reload` is the browser's unless a test passes its own.
 */
export function createFeaturedActors({ clients, reload = () => window.location.reload() }: {
  clients: FeaturedClients;
  reload?: () => void;
}) {
  return {
    actors: {
      loadFeatured: fromPromise<Car[], void>(({ signal }) =>
        honouringRateLimit((s) => clients.publicApi.fetchHomeFeatured(FEATURED_LIMIT, { signal: s }), signal),
      ),
    },
    actions: { reloadPage: () => reload() },
  } satisfies Parameters<FeaturedMachine['provide']>[0];
}
