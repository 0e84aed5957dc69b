import type { ViewCountReport } from '../../../machines/car-detail/car-detail.machine';

/**
 * Where a counted view goes: the car-data store, as `{ type: 'car.viewCounted', id, viewCount }` (FLEET.md contract 2).
 * TODO(lead): once CarDataContext is exported from src/app/root-actors.tsx and mounted in app.tsx, this becomes
 *   const store = CarDataContext.useActorRef();
 *   return (r) => store.send({ type: 'car.viewCounted', ...r });
 */
export function useViewCountReporter(): ((report: ViewCountReport) => void) | undefined {
  return undefined;
}
