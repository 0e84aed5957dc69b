import { useEffect, useId, type KeyboardEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import type { CollectionRef } from '../../../machines/collection/collection.machine';
import { useLogic } from '../../actors/logic';
import { carPagePath } from '../../../domain/car-page';

const KEYS: Record<string, 'highlight.next' | 'highlight.prev' | 'input.enter' | 'list.close'> = {
  ArrowDown: 'highlight.next',
  ArrowUp: 'highlight.prev',
  Enter: 'input.enter',
  Escape: 'list.close',
};

/** The search box's autocomplete actor, what the view reads from it, its ids and its keyboard handler. */
export function useSearchBox(collection: CollectionRef) {
  const id = useId();
  const [, navigate] = useLocation();
  const actor = useActorRef(useLogic('autocomplete'), { input: { text: collection.getSnapshot().context.search } });
  const text = useSelector(actor, (s) => s.context.text);
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const results = useSelector(actor, (s) => s.context.results);
  const highlighted = useSelector(actor, (s) => s.context.highlighted);
  // What the machine asks of the view: open the chosen car, search the list for the text.
  useEffect(() => {
    const subscriptions = [
      actor.on('car.open', ({ car }) => navigate(carPagePath(car._id))),
      actor.on('text.submit', ({ text }) => collection.send({ type: 'search.submit', text })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, navigate, collection]);
  // Back/forward changed the page's search: the box shows it.
  const pageSearch = useSelector(collection, (s) => s.context.search);
  useEffect(() => {
    if (actor.getSnapshot().context.text.trim() !== pageSearch) actor.send({ type: 'input.reset', value: pageSearch });
  }, [actor, pageSearch]);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && !busy && results.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const type = KEYS[event.key];
    if (!type || (type === 'list.close' && !open)) return;
    event.preventDefault();
    actor.send({ type });
  };

  return { id, actor, text, open, busy, results, highlighted, listId, optionId, expanded, onKeyDown };
}

export type SearchBoxState = ReturnType<typeof useSearchBox>;
