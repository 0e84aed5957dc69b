import { fromPromise } from 'xstate';
import type { Car } from '../../domain/types';
import { honouringRateLimit } from '../../api/rate-limit';
import type { PublicApi } from '../../api/public-client';
import { RELATED_LIMIT } from '../../domain/constants';
import type { CarDetailMachine } from './car-detail.machine';

export type CarDetailClients = { publicApi: Pick<PublicApi, 'getCar' | 'listRelated' | 'incrementView'> };

/**
 * The detail page's real effects (docs/decisions/009). The calls go straight to the public client (which keeps the
 * 1 s gap between requests and rejects invalid ids again): the single car, its related list and the view count are
 * not list traffic of the car-data store's queue. The car's own 429 waits are the machine's (the page shows them);
 * the related list and the count wait theirs out here (SPEC §8). A failed view count is only logged: with `warn`,
 * the console's unless a test passes its own.
 */
export function createCarDetailActors({ clients: { publicApi }, warn = (...data) => console.warn(...data) }: {
  clients: CarDetailClients;
  warn?: (...data: unknown[]) => void;
}) {
  return {
    actors: {
      loadCar: fromPromise<Car, { id: string }>(({ input, signal }) => publicApi.getCar(input.id, { signal })),
      loadRelated: fromPromise<Car[], { id: string }>(({ input, signal }) =>
        honouringRateLimit((s) => publicApi.listRelated(input.id, RELATED_LIMIT, { signal: s }), signal),
      ),
      countView: fromPromise<number, { id: string }>(({ input, signal }) =>
        honouringRateLimit((s) => publicApi.incrementView(input.id, { signal: s }), signal),
      ),
    },
    actions: {
      // A line for the developer's console (SPEC §8's text), not a message the visitor reads.
      logViewCountFailure: (_: unknown, { id, error }: { id: string; error: unknown }) => warn('Failed to update view count', id, error),
    },
  } satisfies Parameters<CarDetailMachine['provide']>[0];
}
