import { useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link, useLocation } from 'wouter';
import { css, cx } from 'styled-system/css';
import { shortlistSelectors, type ShortlistMachine } from '../../../machines/shortlist/shortlist.machine';
import { useShortlistActor } from '../../actors/root-actors';
import { HeartIcon } from '../../components/shortlist-toggle';
import { shortlistToggleText } from '../../components/shortlist-toggle-text';
import { useCopy, useFormat } from '../../i18n/locale-context';
import { bigLink } from './mobile-menu.styles';
import { SHORTLIST } from '../../../domain/pages';


const noSubscription = () => () => {};

/**
 * The number of saved cars once the browser has read them, else null: null on the server and during hydration (the
 * server's snapshot), so the first render matches the HTML and the count appears only after.
 */
function useSavedCount(shortlist: ActorRefFrom<ShortlistMachine> | null): number | null {
  return useSyncExternalStore(
    shortlist
      ? (onChange) => {
          const subscription = shortlist.subscribe(onChange);
          return () => subscription.unsubscribe();
        }
      : noSubscription,
    () => {
      const snapshot = shortlist?.getSnapshot();
      return snapshot && shortlistSelectors.ready(snapshot) ? shortlistSelectors.count(snapshot) : null;
    },
    () => null,
  );
}

/**
 * The way to /shortlist (issue 12): a heart in the top navigation ('bar') or a line of the mobile menu ('menu'), with
 * the number of saved cars shown once there are some.
 */
export function ShortlistLink({ variant, onClick }: { variant: 'bar' | 'menu'; onClick?: () => void }) {
  const text = useCopy(shortlistToggleText).SHORTLIST_TOGGLE_TEXT;
  const format = useFormat();
  const [path] = useLocation();
  const count = useSavedCount(useShortlistActor());
  const shown = count !== null && count > 0 ? format.number(count) : null;
  const name = shown ? text.linkWithCount(count ?? 0) : text.link;
  const current = path === SHORTLIST ? 'page' : undefined;
  if (variant === 'menu') {
    return (
      <Link href={SHORTLIST} className={bigLink} aria-current={current} aria-label={name} onClick={onClick} data-testid="shortlist-link">
        {text.link}
        {shown ? (
          <span aria-hidden="true" className={cx(badge, css({ position: 'static', ms: 'auto' }))}>
            {shown}
          </span>
        ) : null}
      </Link>
    );
  }
  return (
    <Link href={SHORTLIST} className={heartLink} aria-current={current} aria-label={name} title={text.link} data-testid="shortlist-link">
      <HeartIcon filled={shown !== null} size={20} />
      {shown ? (
        <span aria-hidden="true" className={badge} data-testid="shortlist-count">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}

// On every width (issue 23): on a phone it takes the anthem's place in the bar (the anthem moves into the menu).
const heartLink = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  // 40 px on a phone, the height of the language switch beside it; 44 px from 640 px.
  w: { base: '10', sm: '11' },
  h: { base: '10', sm: '11' },
  layerStyle: 'pillOutline',
  color: 'mist.200',
  transition: 'border-color 0.25s, color 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  '&[aria-current=page]': { borderColor: 'gold.500', color: 'gold.300' },
  '& svg': { color: 'gold.400' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  _reducedMotion: { transition: 'none' },
});
const badge = css({
  position: 'absolute',
  top: '-1',
  insetInlineEnd: '-1',
  display: 'grid',
  placeItems: 'center',
  minW: '5',
  h: '5',
  px: '1',
  borderRadius: 'pill',
  bg: 'gold.500',
  color: 'ink.950',
  fontSize: '2xs',
  fontWeight: '700',
  lineHeight: '1',
  fontFamily: 'body',
  boxShadow: '0 0 0 2px {colors.ink.950}',
});
