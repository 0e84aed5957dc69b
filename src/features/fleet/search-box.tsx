import { useEffect, useId, type KeyboardEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { css, cx } from 'styled-system/css';
import type { CollectionRef } from '../../../machines/collection/collection.machine';
import { useLogic } from '../../actors/logic';
import { MSG } from '../../api/messages';
import { cardImage, carTitle } from '../../components/car-card/car-card';
import { FLEET_TEXT } from './fleet-copy';
import { FleetIcon } from '../../components/icons/fleet-icons';

const KEYS: Record<string, 'highlight.next' | 'highlight.prev' | 'input.enter' | 'list.close'> = {
  ArrowDown: 'highlight.next',
  ArrowUp: 'highlight.prev',
  Enter: 'input.enter',
  Escape: 'list.close',
};

/**
 * The /cars search box with suggestions: an ARIA 1.2 combobox (input + listbox, aria-activedescendant) driven by the
 * autocomplete machine. Choosing a suggestion opens that car; Enter without one searches the list for the text.
 */
export function SearchBox({ collection }: { collection: CollectionRef }) {
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
      actor.on('car.open', ({ car }) => navigate(`/cars/${encodeURIComponent(car._id)}`)),
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

  return (
    <form role="search" className={wrap} onSubmit={(e) => (e.preventDefault(), actor.send({ type: 'input.enter' }))}>
      <label htmlFor={`${id}-input`} className={css({ srOnly: true })}>
        {FLEET_TEXT.searchLabel}
      </label>
      <span className={icon}>
        <FleetIcon name="search" size={20} />
      </span>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={FLEET_TEXT.searchPlaceholder}
        value={text}
        onChange={(e) => actor.send({ type: 'input.change', value: e.target.value })}
        onKeyDown={onKeyDown}
        onBlur={() => actor.send({ type: 'list.close' })}
        className={input}
      />
      <p role="status" className={open && !expanded ? cx(popup, css({ px: '5', py: '4' })) : css({ srOnly: true })}>
        {open && busy ? MSG.searching : null}
        {open && !busy && results.length === 0 ? MSG.noSuggestions : null}
      </p>
      {expanded ? (
        <ul id={listId} role="listbox" aria-label={FLEET_TEXT.searchLabel} className={popup}>
          {results.map((car, i) => {
            const image = cardImage(car);
            return (
              <li
                key={car._id}
                id={optionId(i)}
                role="option"
                aria-selected={i === highlighted}
                className={option}
                // Keep focus in the box: the click chooses, the blur would close first.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => i !== highlighted && actor.send({ type: 'highlight.set', index: i })}
                onClick={() => actor.send({ type: 'option.choose', index: i })}
              >
                <img src={image.url} alt="" width={96} height={60} loading="lazy" className={thumb} />
                <span className={css({ display: 'grid', minW: 0 })}>
                  <span className={css({ color: 'text', fontWeight: '600', truncate: true })}>{car.name || carTitle(car)}</span>
                  <span className={css({ color: 'muted', fontSize: 'xs', truncate: true })}>
                    {car.brand} · {car.model} · {car.category}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </form>
  );
}

const wrap = css({ position: 'relative', w: 'full', maxW: '2xl', mx: 'auto' });
const icon = css({ position: 'absolute', left: '5', top: '50%', transform: 'translateY(-50%)', color: 'gold.400', pointerEvents: 'none' });
const input = css({
  w: 'full',
  h: '14',
  pl: '14',
  pr: '5',
  borderRadius: 'pill',
  bg: 'glass.soft',
  border: '1px solid',
  borderColor: 'line.strong',
  color: 'text',
  fontSize: 'md',
  transition: 'border-color 0.25s, background 0.25s',
  _placeholder: { color: 'mist.400' },
  _focusVisible: { outline: 'none', borderColor: 'gold.400', bg: 'glass.medium' },
  _reducedMotion: { transition: 'none' },
});
const popup = css({
  position: 'absolute',
  zIndex: 30,
  top: 'calc(100% + 8px)',
  left: '0',
  right: '0',
  maxH: '26rem',
  overflowY: 'auto',
  p: '2',
  m: '0',
  borderRadius: 'card',
  bg: 'ink.850',
  border: '1px solid',
  borderColor: 'accent.line',
  boxShadow: 'popover',
  color: 'muted',
  fontSize: 'sm',
  textAlign: 'left',
});
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '2',
  borderRadius: '10px',
  cursor: 'pointer',
  '&[aria-selected=true]': { bg: 'accent.muted', outline: '1px solid {colors.gold.600}' },
});
const thumb = css({ w: '16', h: '10', objectFit: 'cover', borderRadius: '6px', flexShrink: 0, bg: 'ink.950' });
