import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { useLogic } from '../../actors/logic';
import { msg } from '../../../domain/message';
import { useMessageText } from '../../i18n/locale-context';
import { Button, LinkButton } from '../../components/ui/button';
import { CarCard } from '../../components/car-card/car-card';
import { useFeaturedText } from './use-showroom-text';

/**
 * The home 'Featured Vehicles' grid (SPEC §2, §4, §8) in its four states: loading (spinner), error
 * ('Error loading vehicles: {message}' with 'Try Again', which reloads the page), empty ('No Cars Found') and
 * loaded (FEATURED_LIMIT cards with the '/ day' suffix). The section frame and 'Explore all Cars' come from the slot.
 */
export function FeaturedVehicles() {
  const actor = useActorRef(useLogic('featured'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.hasTag('error') ? s.context.error : null));
  const empty = useSelector(actor, (s) => s.hasTag('empty'));
  const cars = useSelector(actor, (s) => s.context.cars);
  const FEATURED_TEXT = useFeaturedText();
  const say = useMessageText();

  if (busy) {
    return (
      <div role="status" className={stateBox}>
        <span aria-hidden="true" className={spinner} />
        <p className={css({ color: 'muted' })}>{FEATURED_TEXT.loading}</p>
      </div>
    );
  }
  if (error !== null) {
    return (
      <div className={stateBox}>
        <p role="alert" className={css({ color: 'danger', fontWeight: '500' })}>{say(msg('loadingVehiclesError', error))}</p>
        <Button tone="outline" onClick={() => actor.send({ type: 'featured.retry' })}>
          {FEATURED_TEXT.tryAgain}
        </Button>
      </div>
    );
  }
  if (empty || !cars || cars.length === 0) {
    return (
      <div className={stateBox}>
        <h3 className={css({ textStyle: 'display', fontSize: '3xl', color: 'text' })}>{FEATURED_TEXT.emptyTitle}</h3>
        <p className={css({ color: 'muted', maxW: 'md' })}>{FEATURED_TEXT.emptyText}</p>
        <LinkButton href="/contact" tone="gold">
          {FEATURED_TEXT.contactForUpdates}
        </LinkButton>
      </div>
    );
  }
  return (
    <ul className={grid} data-testid="featured-grid">
      {cars.map((car) => (
        <li key={car._id}>
          <CarCard car={car} priceSuffix headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

const grid = css({
  display: 'grid',
  gap: { base: '5', md: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});
const stateBox = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '5',
  textAlign: 'center',
  py: { base: '14', md: '20' },
  px: '6',
  layerStyle: 'panel',
});
const spinner = css({
  w: '10',
  h: '10',
  borderRadius: 'pill',
  border: '2px solid',
  borderColor: 'accent.line.subtle',
  borderTopColor: 'gold.400',
  animation: 'spin 0.9s linear infinite',
  _reducedMotion: { animation: 'none', borderColor: 'gold.400', borderTopColor: 'transparent' },
});
