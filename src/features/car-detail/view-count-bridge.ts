import { useCallback } from 'react';
import type { ViewCountReport } from '../../../machines/car-detail/car-detail.machine';
import { CarDataContext } from '../../app/root-actors';

/**
 * Where a counted view goes: the car-data store, as `{ type: 'car.viewCounted', id, viewCount }` (FLEET.md
 * contract 2), which writes it into its current car, list and featured list.
 */
export function useViewCountReporter(): (report: ViewCountReport) => void {
  const store = CarDataContext.useActorRef();
  return useCallback((report: ViewCountReport) => store.send({ type: 'car.viewCounted', ...report }), [store]);
}
