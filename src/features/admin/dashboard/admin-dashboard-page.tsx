import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { useLogic } from '../../../actors/logic';
import { isMessageOf, msg } from '../../../../domain/message';
import { Button, LinkButton } from '../../../components/ui/button';
import { useMessageText } from '../../../i18n/locale-context';
import { useVehicleTerm } from '../../../config/vehicle-term';
import { useAdminPageMeta } from '../admin-page-meta';
import { BarChart } from './bar-chart';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DemandSection, errorBox } from './demand-section';
import { useDashboardText } from './dashboard-text';
import { MostViewedList } from './most-viewed-list';
import { StatTiles } from './stat-tiles';
import { StatusChart } from './status-chart';

/**
 * /admin/dashboard: the statistics of GET /api/admin/cars/stats as tiles and charts, and the demand of the last 30 days
 * (GET /api/admin/demand), each with its own loading and error states.
 */
export default function AdminDashboardPage() {
  const T = useDashboardText();
  const say = useMessageText();
  const term = useVehicleTerm();
  useAdminPageMeta(T.title, T.metaDescription);
  const dashboard = useActorRef(useLogic('dashboard'));
  const stats = useSelector(dashboard, (s) => s.context.stats);
  const error = useSelector(dashboard, (s) => (s.hasTag('error') ? s.context.error : null));
  const busy = useSelector(dashboard, (s) => s.hasTag('busy'));
  const ready = useSelector(dashboard, (s) => s.hasTag('ready'));

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { base: '6', md: '8' } })}>
      <header className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap' })}>
        <div>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{T.eyebrow}</p>
          <h1 className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, color: 'text', mt: '2' })}>{T.title}</h1>
          <p className={css({ color: 'muted', fontSize: 'sm', mt: '2', maxW: '36rem' })}>{T.lead}</p>
        </div>
        <div className={css({ display: 'flex', gap: '3' })}>
          {ready ? (
            <Button tone="ghost" size="sm" disabled={busy} onClick={() => dashboard.send({ type: 'stats.refresh' })}>
              {busy ? T.refreshing : T.refresh}
            </Button>
          ) : null}
          <LinkButton href="/cars" tone="outline" size="sm">
            {T.manageFleet}
          </LinkButton>
        </div>
      </header>

      {error !== null ? (
        <div role="alert" className={errorBox}>
          <p className={css({ color: 'danger.text', fontWeight: '600' })}>{say(msg('statsFailed'))}</p>
          {!isMessageOf(error, 'statsFailed') ? <p className={css({ color: 'muted', fontSize: 'sm', mt: '1' })}>{say(error)}</p> : null}
          <Button tone="outline" size="sm" className={css({ mt: '4' })} onClick={() => dashboard.send({ type: 'stats.retry' })}>
            {T.retry}
          </Button>
        </div>
      ) : null}

      {stats === null && error === null ? <DashboardSkeleton /> : null}

      {stats !== null ? (
        <>
          <StatTiles stats={stats} />
          {stats.total === 0 ? <p className={css({ color: 'muted' })}>{T.empty}</p> : null}
          <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })}>
            <StatusChart byStatus={stats.byStatus} total={stats.total} />
            <MostViewedList cars={stats.mostViewed} />
            <BarChart id="chart-category" title={T.byCategory} total={stats.total} data={stats.byCategory.map((d) => ({ key: d.key, label: term(d.key), count: d.count }))} />
            <BarChart id="chart-brand" title={T.byBrand} total={stats.total} data={stats.byBrand.map((d) => ({ key: d.key, label: d.key, count: d.count }))} />
          </div>
        </>
      ) : null}

      <DemandSection dashboard={dashboard} />
    </div>
  );
}
