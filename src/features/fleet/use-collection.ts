import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { collectionMachine, type CollectionRef } from '../../../machines/collection/collection.machine';
import { usePageData } from '../../app/page-data-context';
import { CarDataContext } from '../../app/root-actors';

const withMark = (search: string) => (search ? `?${search.replace(/^\?/, '')}` : '');

/**
 * The /cars page actor: started with the address's query, told about every later address change (back/forward,
 * a brand link while on the page), and given navigation for the address it keeps in step.
 */
export function useCollectionActor(): CollectionRef {
  const store = CarDataContext.useActorRef();
  const search = withMark(useSearch());
  const [, navigate] = useLocation();
  // wouter's navigate keeps its identity for the router's lifetime, so the first one serves the page's.
  const [machine] = useState(() =>
    collectionMachine.provide({
      actions: { syncAddress: (_, params) => navigate(`/cars${params.search}`) },
    }),
  );
  const fromPage = usePageData()?.cars !== undefined;
  const actor = useActorRef(machine, { input: { store, search, fromPage } });
  useEffect(() => {
    actor.send({ type: 'location.changed', search });
  }, [actor, search]);
  return actor;
}
