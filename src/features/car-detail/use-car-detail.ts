import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLogic } from '../../actors/logic';
import { usePageData } from '../../actors/page-data-context';
import { CarDataContext } from '../../actors/root-actors';

/**
 * Runs the car-detail machine for one id (the page remounts it for another id), from the car the page arrived with
 * when it was server-rendered. The new count of a counted view goes on to the car-data store, which writes it into
 * the lists it holds (SPEC §4).
 */
export function useCarDetail(id: string) {
  const held = usePageData()?.car;
  const actor = useActorRef(useLogic('carDetail'), { input: { id, held } });
  const store = CarDataContext.useActorRef();
  useEffect(() => {
    const subscription = actor.on('view.counted', ({ id: carId, viewCount }) => store.send({ type: 'car.viewCounted', id: carId, viewCount }));
    return () => subscription.unsubscribe();
  }, [actor, store]);
  return {
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    notFound: useSelector(actor, (s) => s.hasTag('notFound')),
    /** The §8 message of a load that failed (not a missing car), or null. */
    failure: useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null)),
    /** Seconds before a rate-limited load is made again, or null when not waiting. */
    waitSeconds: useSelector(actor, (s) => (s.hasTag('rateLimited') ? s.context.secondsLeft : null)),
    retry: () => actor.send({ type: 'car.retry' }),
    car: useSelector(actor, (s) => s.context.car),
    related: useSelector(actor, (s) => s.context.related),
    relatedBusy: useSelector(actor, (s) => s.hasTag('relatedBusy')),
  };
}
