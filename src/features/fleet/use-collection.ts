import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { CollectionRef } from '../../../machines/collection/collection.machine';
import { useLogic } from '../../actors/logic';
import { usePageData } from '../../actors/page-data-context';
import { CarDataContext } from '../../actors/root-actors';

const withMark = (search: string) => (search ? `?${search.replace(/^\?/, '')}` : '');

/**
 * The /cars page actor: started with the address's query, told about every later address change (back/forward,
 * a brand link while on the page), and followed when it asks for a new address ('address.sync': navigate).
 */
export function useCollectionActor(): CollectionRef {
  const store = CarDataContext.useActorRef();
  const search = withMark(useSearch());
  const [, navigate] = useLocation();
  const fromPage = usePageData()?.cars !== undefined;
  const actor = useActorRef(useLogic('collection'), { input: { store, search, fromPage } });
  useEffect(() => {
    const subscription = actor.on('address.sync', (event) => navigate(`/cars${event.search}`));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  useEffect(() => {
    actor.send({ type: 'location.changed', search });
  }, [actor, search]);
  return actor;
}
