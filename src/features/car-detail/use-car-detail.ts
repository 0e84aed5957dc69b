import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { liveCarDetailMachine } from '../../../machines/car-detail/car-detail.actors';
import type { CarDetailMachine, ViewCountReport } from '../../../machines/car-detail/car-detail.machine';
import { usePageData } from '../../app/page-data-context';

/**
 * Runs the car-detail machine for one id (the page remounts it for another id), from the car the page arrived with
 * when it was server-rendered. `onViewCounted` receives the new
 * count after a successful increment: the page forwards it to the car-data store. `machine` is swappable for tests.
 */
export function useCarDetail(
  id: string,
  onViewCounted?: (report: ViewCountReport) => void,
  machine: CarDetailMachine = liveCarDetailMachine,
) {
  // A new callback keeps the same actor: @xstate/react swaps in the new implementations (same machine config).
  const logic = useMemo(
    () => machine.provide({ actions: { reportViewCount: (_, params) => onViewCounted?.(params) } }),
    [machine, onViewCounted],
  );
  const held = usePageData()?.car;
  const actor = useActorRef(logic, { input: { id, held } });
  return {
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    notFound: useSelector(actor, (s) => s.hasTag('notFound')),
    car: useSelector(actor, (s) => s.context.car),
    error: useSelector(actor, (s) => s.context.error),
    related: useSelector(actor, (s) => s.context.related),
    relatedBusy: useSelector(actor, (s) => s.hasTag('relatedBusy')),
  };
}
