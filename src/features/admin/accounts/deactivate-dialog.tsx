import { useSelector } from '@xstate/react';
import type { TeamRef } from '../../../../machines/team/team.machine';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAccountsText } from './use-accounts-text';

/** 'Deactivate <name>?', open while the team machine confirms or deactivates. */
export function DeactivateDialog({ team }: { team: TeamRef }) {
  const open = useSelector(team, (s) => s.hasTag('confirmOpen'));
  const busy = useSelector(team, (s) => s.hasTag('confirmOpen') && s.hasTag('busy'));
  const name = useSelector(team, (s) => s.context.current?.name ?? '');
  const text = useAccountsText();
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={text.deactivateTitle(name)}
      description={text.deactivateText}
      cancelLabel={text.cancel}
      confirmLabel={text.confirmDeactivate}
      busyLabel={text.deactivating}
      onCancel={() => team.send({ type: 'deactivate.cancel' })}
      onConfirm={() => team.send({ type: 'deactivate.confirm' })}
    />
  );
}
