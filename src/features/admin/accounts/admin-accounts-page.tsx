import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { useLogic } from '../../../actors/logic';
import { AuthContext } from '../../../actors/root-actors';
import { Button } from '../../../components/ui/button';
import { AdminPageFrame } from '../admin-page-frame';
import { useAdminPageMeta } from '../admin-page-meta';
import { useNotifications } from '../cars/use-notifications';
import { AccountsList } from './accounts-list';
import { DeactivateDialog } from './deactivate-dialog';
import { InviteDialog } from './invite-dialog';
import { useAccountsText } from './use-accounts-text';

/**
 * /admin/accounts (issue 22): everyone who can sign in to the portal, active first. 'Invite administrator' opens the
 * invitation dialog; each row deactivates (after a confirmation), reactivates, or sends a pending invitation again;
 * 'Sign out my other sessions' ends the signed-in admin's other sessions. One actor, the team; its outcomes are toasts.
 */
export default function AdminAccountsPage() {
  const text = useAccountsText();
  useAdminPageMeta(text.metaTitle, text.metaDescription);
  const team = useActorRef(useLogic('team'));
  useNotifications(team);
  const selfId = AuthContext.useSelector((s) => s.context.user?.id ?? null);
  const canInvite = useSelector(team, (s) => s.can({ type: 'invite.open' }));
  const canSignOut = useSelector(team, (s) => s.can({ type: 'sessions.signOutOthers' }));
  const signingOut = useSelector(team, (s) => s.hasTag('signingOut'));

  return (
    <AdminPageFrame
      eyebrow={text.eyebrow}
      title={text.title}
      lead={text.intro}
      actions={
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', w: { base: 'full', sm: 'auto' } })}>
          <Button tone="ghost" disabled={!canSignOut} aria-busy={signingOut || undefined} className={grow} onClick={() => team.send({ type: 'sessions.signOutOthers' })}>
            {signingOut ? text.signingOut : text.signOutOthers}
          </Button>
          <Button aria-haspopup="dialog" disabled={!canInvite} className={grow} onClick={() => team.send({ type: 'invite.open' })}>
            <PlusIcon />
            {text.invite}
          </Button>
        </div>
      }
    >
      <AccountsList team={team} selfId={selfId} />
      <InviteDialog team={team} />
      <DeactivateDialog team={team} />
    </AdminPageFrame>
  );
}

const grow = css({ flex: { base: '1 1 auto', sm: 'none' } });

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}
