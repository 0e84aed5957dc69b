import { useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { createFleetSelectors } from '../../../../machines/admin-cars/admin-cars.select';
import { useLogic } from '../../../actors/logic';
import { Button } from '../../../components/ui/button';
import { AdminPageFrame } from '../admin-page-frame';
import { CarHistoryDialog } from '../activity/car-history-dialog';
import { useAdminPageMeta } from '../admin-page-meta';
import { CarDialog } from './car-dialog';
import { useCarsText } from './use-cars-text';
import { DeleteCarDialog } from './delete-car-dialog';
import { FleetFilters } from './fleet-filters';
import { FleetList } from './fleet-list';
import { FleetSummary } from './fleet-summary';
import { useNotifications } from './use-notifications';

/**
 * /admin/cars (SPEC §2 Admin cars page): summary tiles, filters, 'Showing X of Y cars', 'Add New Car', the car
 * cards with their actions, the delete confirmation, the add/edit dialog and a car's History (issue 22). Three actors:
 * the fleet, the dialog and the history; a saved car goes from the dialog into the fleet list (SPEC §4).
 */
export default function AdminCarsPage() {
  const text = useCarsText();
  useAdminPageMeta(text.metaTitle, text.metaDescription);
  const fleet = useActorRef(useLogic('adminCars'));
  const dialog = useActorRef(useLogic('carDialog'));
  const history = useActorRef(useLogic('carHistory'));
  const selectors = useMemo(() => createFleetSelectors(), []);
  useNotifications(fleet);

  useEffect(() => {
    const subscription = dialog.on('car.saved', ({ car, mode }) =>
      fleet.send(mode === 'add' ? { type: 'car.added', car } : { type: 'car.updated', car }),
    );
    return () => subscription.unsubscribe();
  }, [dialog, fleet]);

  return (
    <AdminPageFrame
      eyebrow={text.eyebrow}
      title={text.title}
      actions={
        <Button aria-haspopup="dialog" onClick={() => dialog.send({ type: 'dialog.openForAdd' })}>
          <span aria-hidden="true">+</span> {text.addCar}
        </Button>
      }
    >
      <FleetSummary fleet={fleet} selectors={selectors} />
      <FleetFilters fleet={fleet} selectors={selectors} />
      <FleetList fleet={fleet} dialog={dialog} history={history} selectors={selectors} />
      <DeleteCarDialog fleet={fleet} />
      <CarDialog dialog={dialog} />
      <CarHistoryDialog history={history} />
    </AdminPageFrame>
  );
}
