import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { TrashRef } from '../../../../machines/trash/trash.machine';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessageText } from '../../../i18n/locale-context';
import { TrashRow } from './trash-row';
import { useTrashText } from './use-trash-text';

/** The trashed cars with their count line; loading (placeholder rows), empty and failed say so. */
export function TrashList({ trash }: { trash: TrashRef }) {
  const text = useTrashText();
  const say = useMessageText();
  const items = useSelector(trash, (s) => s.context.items);
  const loading = useSelector(trash, (s) => s.hasTag('loading'));
  const error = useSelector(trash, (s) => (s.hasTag('failed') ? s.context.error : null));
  const locked = useSelector(trash, (s) => s.hasTag('loading') || s.hasTag('busy') || s.hasTag('confirmOpen'));
  const workingId = useSelector(trash, (s) => (s.hasTag('busy') ? (s.context.current?.car._id ?? null) : null));
  const restoring = useSelector(trash, (s) => s.hasTag('busy') && !s.hasTag('confirmOpen'));
  const restore = useCallback((id: string) => trash.send({ type: 'car.restore', id }), [trash]);
  const purge = useCallback((id: string) => trash.send({ type: 'car.purge', id }), [trash]);
  const { listRef, emptyRef, remember } = useFocusAfterRemoval(items?.length ?? null);

  if (error) {
    return (
      <div role="alert" className={notice}>
        <p className={css({ color: 'danger.text', fontWeight: '600' })}>{text.loadFailed}</p>
        <p className={css({ color: 'muted', fontSize: 'sm' })}>{say(error)}</p>
        <Button tone="outline" onClick={() => trash.send({ type: 'trash.reload' })}>
          {text.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <section aria-label={text.listLabel} aria-busy={loading || workingId !== null} className={css({ display: 'grid', gap: '4' })}>
      <p role="status" className={css({ color: 'muted', fontSize: 'sm', minH: '5' })}>
        {items === null ? text.loading : items.length > 0 ? text.count(items.length) : ''}
      </p>
      {items === null ? (
        <TrashSkeleton />
      ) : items.length === 0 ? (
        <div className={empty}>
          <span aria-hidden="true" className={emptyMark}>
            <EmptyTrashIcon />
          </span>
          <h2 ref={emptyRef} tabIndex={-1} className={css({ textStyle: 'display', fontSize: { base: '2xl', md: '3xl' }, color: 'text', outline: 'none' })}>
            {text.emptyTitle}
          </h2>
          <p className={css({ color: 'muted', fontSize: 'sm', maxW: '60ch' })}>{text.emptyText}</p>
        </div>
      ) : (
        <ol ref={listRef} className={panel}>
          {items.map((item, index) => (
            <TrashRow
              key={item.car._id}
              item={item}
              locked={locked}
              working={item.car._id === workingId}
              restoring={restoring && item.car._id === workingId}
              onRestore={(id) => {
                remember(index);
                restore(id);
              }}
              onPurge={(id) => {
                remember(index);
                purge(id);
              }}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A restored or purged row leaves with the button that had the focus (and the confirmation with its own): the focus
 * goes to the row that took its place, the last row, or the empty panel, instead of falling back to the page's start.
 */
function useFocusAfterRemoval(count: number | null) {
  const listRef = useRef<HTMLOListElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const acted = useRef<number | null>(null);
  const previous = useRef(count);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    const index = acted.current;
    if (index === null || before === null || count === null || count >= before) return;
    acted.current = null;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || active.closest('[role="alertdialog"]') !== null;
      if (!lost) return;
      const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-trash-row]');
      const target = rows?.[Math.min(index, rows.length - 1)]?.querySelector<HTMLElement>('button') ?? emptyRef.current;
      target?.focus();
    });
    return () => clearTimeout(timer);
  }, [count]);
  const remember = useCallback((index: number) => {
    acted.current = index;
  }, []);
  return { listRef, emptyRef, remember };
}

function TrashSkeleton() {
  return (
    <div aria-hidden="true" className={panel}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={css({ display: 'flex', gap: '4', alignItems: 'center', p: { base: '4', md: '5' }, layerStyle: 'listRow' })}>
          <Skeleton className={css({ w: { base: '24', md: '40' }, aspectRatio: '16 / 10', flexShrink: 0 })} />
          <div className={css({ display: 'grid', gap: '2', flex: '1' })}>
            <Skeleton className={css({ h: '5', w: '50%' })} />
            <Skeleton className={css({ h: '3', w: '35%' })} />
            <Skeleton className={css({ h: '3', w: '70%' })} />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyTrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth={1.4} strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d="M4.5 6.5h15" />
      <path d="M9.5 6.5V5a1.5 1.5 0 0 1 1.5-1.5h2A1.5 1.5 0 0 1 14.5 5v1.5" />
      <path d="M6.5 6.5l.8 12.1a1.5 1.5 0 0 0 1.5 1.4h6.4a1.5 1.5 0 0 0 1.5-1.4l.8-12.1" />
    </svg>
  );
}

const panel = css({ layerStyle: 'panel', overflow: 'hidden' });
const notice = css({ display: 'grid', justifyItems: 'start', gap: '3', p: '6', layerStyle: 'panel' });
const empty = css({ display: 'grid', justifyItems: 'center', gap: '3', py: { base: '12', md: '16' }, px: '6', textAlign: 'center', layerStyle: 'panel' });
const emptyMark = css({ display: 'inline-grid', placeItems: 'center', w: '14', h: '14', mb: '2', layerStyle: 'goldRing' });
