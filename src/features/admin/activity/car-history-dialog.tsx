import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { ActivityRef } from '../../../../machines/activity/activity.machine';
import { adminName } from '../../../../machines/activity/activity.model';
import type { CarHistoryRef } from '../../../../machines/activity/car-history.machine';
import type { Car } from '../../../../domain/types';
import { CloseIcon } from '../../../components/icons/shell-icons';
import { Dialog } from '../../../components/ui/dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { useFormat } from '../../../i18n/locale-context';
import { ActivityList } from './activity-list';
import { useActivityText } from './use-activity-text';

/**
 * A car's History (issue 22), from its card on the fleet page: 'History of <car>', who added it and who last edited
 * it, then the car's events as the Activity page shows them. Driven by the car-history machine: Ark opens and closes
 * it only through it (focus trapped, Escape and an outside click close it, the focus goes back to the History button).
 */
export function CarHistoryDialog({ history }: { history: CarHistoryRef }) {
  const open = useSelector(history, (s) => s.hasTag('open'));
  const car = useSelector(history, (s) => s.context.car);
  const activity = useSelector(history, (s) => s.children.activity as ActivityRef | undefined);
  const text = useActivityText();
  return (
    <Dialog.Root size="lg" open={open} onOpenChange={(d) => (d.open ? undefined : history.send({ type: 'history.close' }))}>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header asChild>
              <header>
                <div className={css({ minW: 0 })}>
                  <Dialog.Title className={css({ overflowWrap: 'anywhere' })}>{car ? text.historyTitle(car.name) : null}</Dialog.Title>
                  {car && activity ? <Provenance car={car} activity={activity} /> : null}
                </div>
                <Dialog.CloseTrigger asChild>
                  <IconButton aria-label={text.close}>
                    <CloseIcon size={18} />
                  </IconButton>
                </Dialog.CloseTrigger>
              </header>
            </Dialog.Header>
            <Dialog.Body>{activity ? <ActivityList activity={activity} variant="car" /> : null}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * 'Added by <name> on <date> · Last edited by <name> on <date>': the car's own record of who (account ids, named by
 * the admins' list or, for an account since removed, by the log) — once the admins are known. Never edited: the
 * first half only.
 */
function Provenance({ car, activity }: { car: Car; activity: ActivityRef }) {
  const text = useActivityText();
  const format = useFormat();
  const accounts = useSelector(activity, (s) => s.context.accounts);
  const events = useSelector(activity, (s) => s.context.events);
  if (accounts === null) return <Dialog.Description className={css({ minH: '5' })} />;
  const name = (id: string | undefined) => adminName(id, accounts, events) ?? text.aFormerAdmin;
  const when = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const edited = car.updatedAt !== car.createdAt;
  return (
    <Dialog.Description className={css({ minH: '5' })}>
      <span className={part}>{text.addedBy(name(car.createdBy), when(car.createdAt))}</span>
      {edited ? (
        <>
          <span className={dot}> · </span>
          <span className={part}>{text.editedBy(name(car.updatedBy), when(car.updatedAt))}</span>
        </>
      ) : null}
    </Dialog.Description>
  );
}

// One line each on a phone; one line together, a gold dot between, wider up.
const part = css({ display: { base: 'block', md: 'inline' } });
const dot = css({ display: { base: 'none', md: 'inline' }, color: 'gold.600', mx: '1' });
