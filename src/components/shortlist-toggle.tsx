import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css, cx } from 'styled-system/css';
import { shortlistSelectors, type ShortlistMachine } from '../../machines/shortlist/shortlist.machine';
import { SHORTLIST_MAX, type SavedCar } from '../../machines/shortlist/shortlist.model';
import { useShortlistActor } from '../actors/root-actors';
import { carName } from '../../domain/car-page';
import { useCopy } from '../i18n/locale-context';
import { shortlistToggleText } from './shortlist-toggle-text';

type Size = 'md' | 'lg';

/** A heart drawn on the 24 px grid: an outline, or filled gold when the car is saved. */
export function HeartIcon({ filled = false, size = 20 }: { filled?: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round">
      <path d="M12 20.2s-7.6-4.5-8.9-9.6C2.3 7.4 4.3 4.6 7.4 4.6c1.9 0 3.5 1.1 4.6 2.8 1.1-1.7 2.7-2.8 4.6-2.8 3.1 0 5.1 2.8 4.3 6-1.3 5.1-8.9 9.6-8.9 9.6z" />
    </svg>
  );
}

/**
 * The heart that saves a car to the visitor's shortlist or takes it off (issue 12): a real button (never inside the
 * card's link), pressed when saved, named by what pressing it does. Where no shortlist is provided it is not drawn.
 */
export function ShortlistToggle({ car, size = 'md', className }: { car: SavedCar; size?: Size; className?: string }) {
  const shortlist = useShortlistActor();
  return shortlist ? <Toggle shortlist={shortlist} car={car} size={size} className={className} /> : null;
}

function Toggle({ shortlist, car, size, className }: { shortlist: ActorRefFrom<ShortlistMachine>; car: SavedCar; size: Size; className?: string }) {
  const text = useCopy(shortlistToggleText).SHORTLIST_TOGGLE_TEXT;
  const saved = useSelector(shortlist, shortlistSelectors.has(car.id));
  const full = useSelector(shortlist, shortlistSelectors.full) && !saved;
  const title = carName(car);
  const label = saved ? text.remove(title) : full ? text.full(title, SHORTLIST_MAX) : text.save(title);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      aria-disabled={full || undefined}
      data-saved={saved || undefined}
      data-testid="shortlist-toggle"
      data-size={size}
      className={cx(heart, className)}
      onClick={() => {
        if (!full) shortlist.send({ type: 'shortlist.toggle', car });
      }}
    >
      <HeartIcon filled={saved} size={size === 'lg' ? 24 : 20} />
    </button>
  );
}

const heart = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  w: '11',
  h: '11',
  layerStyle: 'pillOutline',
  bg: 'veil.dense',
  backdropFilter: 'blur(6px)',
  color: 'text',
  cursor: 'pointer',
  transition: 'color 0.3s, border-color 0.3s, background 0.3s, transform 0.3s',
  transitionTimingFunction: 'luxe',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  '&[data-saved]': { color: 'gold.400', borderColor: 'accent.line.strong', bg: 'veil.dense' },
  '& svg': { transition: 'transform 0.35s', transitionTimingFunction: 'luxe' },
  '&[data-saved] svg': { transform: 'scale(1.08)' },
  '&[aria-disabled=true]': { opacity: 0.55, cursor: 'not-allowed', _hover: { borderColor: 'line.strong', color: 'text' } },
  '&[data-size=lg]': { w: '12', h: '12', bg: 'glass.soft', _hover: { bg: 'accent.subtle' } },
  '&[data-size=lg][data-saved]': { bg: 'accent.subtle' },
  _active: { transform: 'scale(0.94)' },
  _reducedMotion: { transition: 'none', '& svg': { transition: 'none' }, _active: { transform: 'none' } },
});
