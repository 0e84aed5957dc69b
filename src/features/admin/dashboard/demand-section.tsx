import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { DashboardRef } from '../../../../machines/dashboard/dashboard.machine';
import { isMessageOf, msg } from '../../../../domain/message';
import { Button } from '../../../components/ui/button';
import { useMessageText } from '../../../i18n/locale-context';
import { panel } from './bar-chart';
import { useDashboardText, useDemandText } from './dashboard-text';
import { DemandDaysChart } from './demand-days-chart';
import { DemandSkeleton } from './demand-skeleton';
import { DemandTiles } from './demand-tiles';
import { TopCarsTable } from './top-cars-table';

/**
 * 'Demand — last 30 days' (issue 19): enquiries per day, by channel, the cars most asked about and the median time to
 * first contact, from GET /api/admin/demand. Its own loading, error and empty states: the fleet's never hide it.
 */
export function DemandSection({ dashboard }: { dashboard: DashboardRef }) {
  const T = useDashboardText();
  const D = useDemandText();
  const say = useMessageText();
  const demand = useSelector(dashboard, (s) => (s.hasTag('demandReady') ? s.context.demand : null));
  const error = useSelector(dashboard, (s) => (s.hasTag('demandError') ? s.context.demandError : null));
  const empty = useSelector(dashboard, (s) => s.hasTag('demandEmpty'));
  const busy = useSelector(dashboard, (s) => s.hasTag('demandBusy'));

  return (
    <section aria-labelledby="demand-title" aria-busy={busy} className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <header>
        <h2 id="demand-title" className={css({ textStyle: 'display', fontSize: { base: '2xl', md: '3xl' }, color: 'text' })}>
          {D.title}
        </h2>
        <p className={css({ color: 'muted', fontSize: 'sm', mt: '1', maxW: '40rem' })}>{D.lead}</p>
      </header>

      {error !== null ? (
        <div role="alert" className={errorBox}>
          <p className={css({ color: 'danger.text', fontWeight: '600' })}>{say(msg('demandFailed'))}</p>
          {!isMessageOf(error, 'demandFailed') ? <p className={css({ color: 'muted', fontSize: 'sm', mt: '1' })}>{say(error)}</p> : null}
          <Button tone="outline" size="sm" className={css({ mt: '4' })} onClick={() => dashboard.send({ type: 'demand.retry' })}>
            {T.retry}
          </Button>
        </div>
      ) : null}

      {demand === null && error === null ? <DemandSkeleton /> : null}

      {demand !== null && empty ? (
        <div className={panel}>
          <p className={css({ color: 'text', fontWeight: '600' })}>{D.empty}</p>
          <p className={css({ color: 'muted', fontSize: 'sm', mt: '1' })}>{D.emptyHint}</p>
        </div>
      ) : null}

      {demand !== null && !empty ? (
        <>
          <DemandTiles demand={demand} />
          <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: '4' })}>
            <DemandDaysChart days={demand.days} />
            <TopCarsTable cars={demand.topCars} />
          </div>
        </>
      ) : null}
    </section>
  );
}

export const errorBox = css({
  p: '6',
  bg: 'danger.soft',
  border: '1px solid',
  borderColor: 'danger.line',
  borderRadius: 'card',
});
