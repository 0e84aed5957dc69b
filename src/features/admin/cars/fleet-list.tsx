import { useDeferredValue, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { AdminCarsRef } from '../../../../machines/admin-cars/admin-cars.machine';
import type { FleetSelectors } from '../../../../machines/admin-cars/admin-cars.select';
import type { CarHistoryRef } from '../../../../machines/activity/car-history.machine';
import type { CarDialogRef } from '../../../../machines/car-dialog/car-dialog.machine';
import { Button } from '../../../components/ui/button';
import { AdminCarCard, type CardActions } from './admin-car-card';
import { useMessageText } from '../../../i18n/locale-context';
import { useCarsText } from './use-cars-text';

/** Cards rendered per step: filtering covers the whole fleet at once, the page draws it a screenful at a time. */
export const RENDER_STEP = 24;

/** 'Showing X of Y cars', then the cards, or 'Loading cars...', the load error with 'Try Again', or 'No cars found'. */
export function FleetList({ fleet, dialog, history, selectors }: { fleet: AdminCarsRef; dialog: CarDialogRef; history: CarHistoryRef; selectors: FleetSelectors }) {
  const loading = useSelector(fleet, (s) => s.hasTag('loading'));
  const error = useSelector(fleet, (s) => (s.hasTag('failed') ? s.context.error : null));
  const total = useSelector(fleet, (s) => s.context.total);
  const filtered = useSelector(fleet, selectors.filtered);
  const filterKey = useSelector(fleet, (s) => JSON.stringify(s.context.filters));
  // Typing in the search stays responsive: the grid follows the filter a frame later on a big fleet.
  const visible = useDeferredValue(useSelector(fleet, selectors.visibleCars));
  const locked = useSelector(fleet, (s) => s.hasTag('busy') || s.hasTag('confirmOpen'));
  const workingId = useSelector(fleet, (s) => (s.hasTag('busy') ? (s.context.current?._id ?? null) : null));
  const text = useCarsText();
  const say = useMessageText();

  const actions: CardActions = useMemo(
    () => ({
      edit: (car) => dialog.send({ type: 'dialog.openForEdit', car }),
      history: (car) => history.send({ type: 'history.open', car }),
      remove: (id) => fleet.send({ type: 'car.delete', id }),
      setStatus: (id, status) => fleet.send({ type: 'car.setStatus', id, status }),
      toggle: (id, flag) => fleet.send({ type: 'car.toggle', id, flag }),
    }),
    [fleet, dialog, history],
  );

  if (loading) {
    return (
      <p role="status" className={message}>
        <span aria-hidden="true" className={spinner} /> {text.loading}
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className={css({ display: 'grid', justifyItems: 'center', gap: '4', py: '16', textAlign: 'center' })}>
        <p className={css({ color: 'status.red' })}>{say(error)}</p>
        <Button tone="outline" onClick={() => fleet.send({ type: 'cars.reload' })}>
          {text.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="fleet-count" className={css({ display: 'grid', gap: '5' })}>
      <p id="fleet-count" role="status" className={css({ fontSize: 'sm', color: 'muted' })}>
        {text.showing(visible.length, total)}
      </p>
      {visible.length === 0 ? (
        <div className={css({ display: 'grid', justifyItems: 'center', gap: '4', py: '16', textAlign: 'center' })}>
          <p className={css({ textStyle: 'display', fontSize: '3xl', color: 'text' })}>{text.empty}</p>
          <p className={css({ color: 'muted', fontSize: 'sm' })}>{filtered ? text.emptyFilteredHint : text.emptyFleetHint}</p>
          {filtered ? (
            <Button tone="outline" onClick={() => fleet.send({ type: 'filter.reset' })}>
              {text.reset}
            </Button>
          ) : null}
        </div>
      ) : (
        <CardGrid key={filterKey} cars={visible} locked={locked} workingId={workingId} actions={actions} />
      )}
    </section>
  );
}

/** The cards, RENDER_STEP more at a time (remounted, so back to the first step, when the filters change). */
function CardGrid({ cars, locked, workingId, actions }: { cars: Parameters<typeof AdminCarCard>[0]['car'][]; locked: boolean; workingId: string | null; actions: CardActions }) {
  const [limit, setLimit] = useState(RENDER_STEP);
  const text = useCarsText();
  const shown = cars.slice(0, limit);
  return (
    <>
      <ul className={grid}>
        {shown.map((car) => (
          <li key={car._id} className={css({ display: 'flex' })}>
            <AdminCarCard car={car} locked={locked} working={workingId === car._id} actions={actions} />
          </li>
        ))}
      </ul>
      {cars.length > shown.length ? (
        <div className={css({ display: 'grid', justifyItems: 'center', gap: '2' })}>
          <Button tone="outline" onClick={() => setLimit((n) => n + RENDER_STEP)}>
            {text.showMore(Math.min(RENDER_STEP, cars.length - shown.length))}
          </Button>
          <p className={css({ fontSize: 'xs', color: 'muted' })}>{text.rendered(shown.length, cars.length)}</p>
        </div>
      ) : null}
    </>
  );
}

const grid = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))', '2xl': 'repeat(4, minmax(0, 1fr))' },
  '& > li > article': { flex: '1' },
});
const message = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', py: '16', color: 'muted' });
const spinner = css({
  w: '5',
  h: '5',
  borderRadius: 'pill',
  border: '2px solid',
  borderColor: 'gold.700',
  borderTopColor: 'gold.400',
  animation: 'spin 0.9s linear infinite',
  _reducedMotion: { animation: 'none' },
});
