import { fromPromise } from 'xstate';
import type { PublicApi } from '../../api/public-client';
import { CATEGORY_PAGE_LIMIT, FEATURED_LIMIT } from '../../domain/constants';
import type { CarDataMachine } from './car-data.machine';
import type { BrandCount, Car, CarListResponse, CarsInput, CategoryInput, LoadInput } from './car-data.model';
import { queued } from './car-data.queue';

export type CarDataClients = { publicApi: Pick<PublicApi, 'listCars' | 'listFeatured' | 'listByCategory' | 'listBrands'> };

/**
 * The store's real effects (docs/decisions/009): its list calls, each queued on the store's one request queue
 * (SPEC §4). The queue key names the list: a newer request for the same list replaces a pending one.
 */
export function createCarDataActors({ clients: { publicApi } }: { clients: CarDataClients }) {
  return {
    actors: {
      loadCars: fromPromise<CarListResponse, CarsInput>(({ input, signal }) =>
        queued(input.queue, 'cars', signal, (s) => publicApi.listCars(input.filters, { signal: s })),
      ),
      loadFeatured: fromPromise<Car[], LoadInput>(({ input, signal }) =>
        queued(input.queue, 'featured', signal, (s) => publicApi.listFeatured(FEATURED_LIMIT, { signal: s })),
      ),
      loadCategory: fromPromise<CarListResponse, CategoryInput>(({ input, signal }) =>
        queued(input.queue, `category:${input.category}`, signal, (s) =>
          publicApi.listByCategory(input.category, { limit: CATEGORY_PAGE_LIMIT }, { signal: s }),
        ),
      ),
      loadBrands: fromPromise<BrandCount[], LoadInput>(({ input, signal }) =>
        queued(input.queue, 'brands', signal, (s) => publicApi.listBrands({ signal: s })),
      ),
    },
  } satisfies Parameters<CarDataMachine['provide']>[0];
}
