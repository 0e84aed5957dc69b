import { useCallback, useEffect } from 'react';
import type { Car } from '../../api';
import { MSG } from '../../api/messages';
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

type DetailState = { id: string; busy: boolean; notFound: boolean; error: string | null; car: Car | null; related: Car[] | null; relatedBusy: boolean };

/**
 * Keeps the store's single-car and related flags (SPEC §4 Public car data) in step with the detail machine, which
 * does the loading: the store only records what the page reports, so nothing is fetched twice.
 */
export function useReportDetailToStore({ id, busy, notFound, error, car, related, relatedBusy }: DetailState) {
  const store = CarDataContext.useActorRef();
  useEffect(() => {
    if (busy) store.send({ type: 'car.loading', id });
  }, [store, busy, id]);
  useEffect(() => {
    if (car) store.send({ type: 'car.loaded', car });
  }, [store, car]);
  useEffect(() => {
    if (notFound) store.send({ type: 'car.failed', error: error ?? MSG.carNotFound });
  }, [store, notFound, error]);
  useEffect(() => {
    if (relatedBusy) store.send({ type: 'related.loading', id });
  }, [store, relatedBusy, id]);
  useEffect(() => {
    if (related) store.send({ type: 'related.loaded', cars: related });
  }, [store, related]);
}
