import { useEffect } from 'react';
import type { Subscription } from 'xstate';
import type { AdminToast } from '../../../../machines/admin-cars/admin-toast';
import { notify } from '../../../components/ui/toaster';

type Notifier = { on: (type: 'notify', handler: (event: { toast: AdminToast }) => void) => Subscription };

/** Shows the toasts an admin machine emits (the fleet's, the change-password dialog's; SPEC §8: one at a time, newest wins). */
export function useNotifications(actor: Notifier | undefined) {
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('notify', (event) => notify(event.toast));
    return () => subscription.unsubscribe();
  }, [actor]);
}
