import { useCallback, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { TeamRef } from '../../../../machines/team/team.machine';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessageText } from '../../../i18n/locale-context';
import { AccountRow, type RowWork } from './account-row';
import { useAccountsText } from './use-accounts-text';

/** The accounts with their count line; loading (placeholder rows) and failed (Try Again) say so. */
export function AccountsList({ team, selfId }: { team: TeamRef; selfId: string | null }) {
  const text = useAccountsText();
  const say = useMessageText();
  const members = useSelector(team, (s) => s.context.members);
  const loading = useSelector(team, (s) => s.hasTag('loading'));
  const error = useSelector(team, (s) => (s.hasTag('failed') ? s.context.error : null));
  const locked = useSelector(team, (s) => s.hasTag('loading') || s.hasTag('busy') || s.hasTag('confirmOpen') || s.hasTag('inviteOpen'));
  const workingId = useSelector(team, (s) => (s.hasTag('busy') && !s.hasTag('inviteOpen') && !s.hasTag('signingOut') ? (s.context.current?.id ?? null) : null));
  const work = useSelector(team, (s): RowWork => (s.hasTag('resending') ? 'resending' : s.hasTag('reactivating') ? 'reactivating' : s.hasTag('confirmOpen') ? 'deactivating' : null));
  const deactivate = useCallback((id: string) => team.send({ type: 'account.deactivate', id }), [team]);
  const reactivate = useCallback((id: string) => team.send({ type: 'account.reactivate', id }), [team]);
  const resend = useCallback((id: string) => team.send({ type: 'account.resend', id }), [team]);
  useFocusAfterChange(team);

  if (error) {
    return (
      <div role="alert" className={notice}>
        <p className={css({ color: 'danger.text', fontWeight: '600' })}>{text.loadFailed}</p>
        <p className={css({ color: 'muted', fontSize: 'sm' })}>{say(error)}</p>
        <Button tone="outline" onClick={() => team.send({ type: 'team.reload' })}>
          {text.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <section aria-label={text.listLabel} aria-busy={loading || workingId !== null} className={css({ display: 'grid', gap: '4' })}>
      <p role="status" className={css({ color: 'muted', fontSize: 'sm', minH: '5' })}>
        {members === null ? text.loading : text.count(members.length)}
      </p>
      {members === null ? (
        <AccountsSkeleton />
      ) : (
        <ol className={css({ layerStyle: 'panel', overflow: 'hidden' })}>
          {members.map((member) => (
            <AccountRow
              key={member.id}
              member={member}
              self={member.id === selfId}
              locked={locked}
              work={member.id === workingId ? work : null}
              onDeactivate={deactivate}
              onReactivate={reactivate}
              onResend={resend}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A change to a row swaps its buttons (Deactivate becomes Reactivate) and may move it (active accounts first): when
 * that took the focus with it, it goes to the changed row's first button instead of falling back to the page's start.
 */
function useFocusAfterChange(team: TeamRef) {
  useEffect(() => {
    let wasBusy = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = team.subscribe((s) => {
      const busy = s.hasTag('busy') && !s.hasTag('inviteOpen') && !s.hasTag('signingOut');
      const id = s.context.current?.id;
      if (wasBusy && !busy && id) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          const active = document.activeElement;
          const lost =
            !active ||
            active === document.body ||
            !active.isConnected ||
            (active as HTMLButtonElement).disabled === true ||
            active.closest('[role="alertdialog"]') !== null;
          if (!lost) return;
          document.querySelector<HTMLElement>(`[data-account-row="${id}"] button:not(:disabled)`)?.focus();
        });
      }
      wasBusy = busy;
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [team]);
}

function AccountsSkeleton() {
  return (
    <div aria-hidden="true" className={css({ layerStyle: 'panel', overflow: 'hidden' })}>
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className={css({ display: 'flex', gap: '4', alignItems: 'center', p: { base: '4', md: '5' }, layerStyle: 'listRow' })}>
          <Skeleton className={css({ w: '12', h: '12', borderRadius: 'pill', flexShrink: 0 })} />
          <div className={css({ display: 'grid', gap: '2', flex: '1' })}>
            <Skeleton className={css({ h: '5', w: '40%' })} />
            <Skeleton className={css({ h: '3', w: '30%' })} />
            <Skeleton className={css({ h: '3', w: '55%' })} />
          </div>
        </div>
      ))}
    </div>
  );
}

const notice = css({ display: 'grid', justifyItems: 'start', gap: '3', p: '6', layerStyle: 'panel' });
