import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { ActivityRef } from '../../../../machines/activity/activity.machine';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessageText } from '../../../i18n/locale-context';
import { ActivityRow } from './activity-row';
import { useActivityText } from './use-activity-text';

/**
 * The events of an activity log, newest first, with their count line and 'Load older' while there are older ones:
 * the Activity page's (`page`) and a car's History (`car`, its own empty text). Loading (placeholder rows), empty,
 * and failed (with Try Again) say so; while a filter change reloads, the rows shown stay, dimmed.
 */
export function ActivityList({ activity, variant }: { activity: ActivityRef; variant: 'page' | 'car' }) {
  const text = useActivityText();
  const say = useMessageText();
  const events = useSelector(activity, (s) => s.context.events);
  const loading = useSelector(activity, (s) => s.hasTag('loading'));
  const loadingOlder = useSelector(activity, (s) => s.hasTag('loadingOlder'));
  const error = useSelector(activity, (s) => (s.hasTag('failed') ? s.context.error : null));
  const olderError = useSelector(activity, (s) => s.context.olderError);
  const hasOlder = useSelector(activity, (s) => s.context.nextBefore !== null);
  const filtered = useSelector(activity, (s) => s.context.filters.actorId !== '' || s.context.filters.kind !== '');
  const listRef = useFocusAfterOlder(events?.length ?? 0, loadingOlder, hasOlder);

  if (error) {
    return (
      <div role="alert" className={notice}>
        <p className={css({ color: 'danger.text', fontWeight: '600' })}>{text.loadFailed}</p>
        <p className={css({ color: 'muted', fontSize: 'sm' })}>{say(error)}</p>
        <Button tone="outline" onClick={() => activity.send({ type: 'activity.reload' })}>
          {text.tryAgain}
        </Button>
      </div>
    );
  }
  // In the History dialog its title is the h2.
  const Heading = variant === 'car' ? 'h3' : 'h2';
  const emptyTitle = variant === 'car' ? text.historyEmptyTitle : filtered ? text.emptyFilteredTitle : text.emptyTitle;
  const emptyText = variant === 'car' ? text.historyEmptyText : filtered ? text.emptyFilteredText : text.emptyText;
  return (
    <section aria-label={text.listLabel} aria-busy={loading || loadingOlder} className={css({ display: 'grid', gap: '4' })}>
      <p role="status" className={css({ color: 'muted', fontSize: 'sm', minH: '5' })}>
        {events === null || (loading && events.length === 0) ? text.loading : events.length > 0 ? text.shown(events.length) : ''}
      </p>
      {events === null ? (
        <ActivitySkeleton />
      ) : events.length === 0 ? (
        <div data-stale={loading || undefined} className={empty}>
          <Heading className={css({ textStyle: 'display', fontSize: { base: '2xl', md: '3xl' }, color: 'text' })}>{emptyTitle}</Heading>
          <p className={css({ color: 'muted', fontSize: 'sm', maxW: '60ch' })}>{emptyText}</p>
          {filtered ? (
            <Button tone="outline" onClick={() => activity.send({ type: 'filters.reset' })}>
              {text.reset}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <ol ref={listRef} data-stale={loading || undefined} className={panel}>
            {events.map((event) => (
              <ActivityRow key={event.id} event={event} />
            ))}
          </ol>
          <div className={css({ display: 'grid', justifyItems: 'center', gap: '2', textAlign: 'center' })}>
            {olderError ? (
              <div role="alert" className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
                <p className={css({ color: 'danger.text', fontWeight: '600' })}>{text.olderFailed}</p>
                <p className={css({ color: 'muted' })}>{say(olderError)}</p>
              </div>
            ) : null}
            {hasOlder ? (
              <Button tone="outline" disabled={loading || loadingOlder} onClick={() => activity.send({ type: 'page.older' })}>
                {loadingOlder ? text.loadingOlder : text.loadOlder}
              </Button>
            ) : loading ? null : (
              <p className={css({ color: 'muted', fontSize: 'xs', letterSpacing: '0.04em' })}>{variant === 'car' ? text.historyAllLoaded : text.allLoaded}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * 'Load older' leaves with the focus when the last page came in: the focus goes to the first event it brought,
 * instead of falling back to the page's start.
 */
function useFocusAfterOlder(count: number, loadingOlder: boolean, hasOlder: boolean) {
  const listRef = useRef<HTMLOListElement>(null);
  const before = useRef<number | null>(null);
  useEffect(() => {
    if (loadingOlder) {
      before.current ??= count;
      return;
    }
    const shown = before.current;
    before.current = null;
    if (shown === null || hasOlder || count <= shown) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-event-row] > article')[shown]?.focus();
  }, [count, loadingOlder, hasOlder]);
  return listRef;
}

function ActivitySkeleton() {
  return (
    <div aria-hidden="true" className={panel}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start', p: { base: '4', md: '5' }, layerStyle: 'listRow' })}>
          <Skeleton className={css({ w: '9', h: '9', borderRadius: 'pill', flexShrink: 0 })} />
          <div className={css({ display: 'grid', gap: '2', flex: '1' })}>
            <Skeleton className={css({ h: '4', w: '45%' })} />
            <Skeleton className={css({ h: '3', w: '30%' })} />
          </div>
          <Skeleton className={css({ h: '3', w: '20', display: { base: 'none', md: 'block' } })} />
        </div>
      ))}
    </div>
  );
}

const panel = css({
  layerStyle: 'panel',
  overflow: 'hidden',
  transition: 'opacity 0.25s',
  '&[data-stale]': { opacity: 0.55 },
  _reducedMotion: { transition: 'none' },
});
const notice = css({ display: 'grid', justifyItems: 'start', gap: '3', p: '6', layerStyle: 'panel' });
const empty = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '3',
  py: { base: '12', md: '16' },
  px: '6',
  textAlign: 'center',
  layerStyle: 'panel',
  '&[data-stale]': { opacity: 0.55 },
});
