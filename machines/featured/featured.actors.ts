import { fromPromise } from 'xstate';
import type { Car } from '../../src/api';
import { publicApi } from '../../src/api/public-client';
import { FEATURED_LIMIT } from '../../src/config/constants';
import { featuredMachine } from './featured.machine';

/** The home featured fetch with its own rules (publicApi.fetchHomeFeatured, SPEC §8). */
export const loadFeatured = fromPromise<Car[], void>(({ signal }) => publicApi.fetchHomeFeatured(FEATURED_LIMIT, { signal }));

/** The machine with the real fetch; the view still provides `reloadPage`. */
export const liveFeaturedMachine = featuredMachine.provide({ actors: { loadFeatured } });
