import { useEffect } from 'react';
import type { Subscription } from 'xstate';
import type { AdminToast } from '../../../../machines/admin-cars/admin-toast';
import { notify } from '../../../components/ui/toaster';
import { useMessageText } from '../../../i18n/locale-context';

type Notifier<E> = {
  on: (type: 'notify', handler: (event: { toast: AdminToast<E> }) => void) => Subscription;
  send: (event: E) => void;
};

/**
 * Shows the toasts an admin machine emits (the fleet's, the change-password dialog's; SPEC §8: one at a time, newest
 * wins), in the page's language: machines emit message descriptors (domain/message.ts). A toast's action button
 * sends its event back to the machine.
 */
export function useNotifications<E>(actor: Notifier<E> | undefined) {
  const say = useMessageText();
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('notify', ({ toast }) =>
      notify({
        type: toast.type,
        title: say(toast.title),
        ...(toast.description === undefined ? {} : { description: say(toast.description) }),
        ...(toast.action === undefined ? {} : { action: { label: say(toast.action.label), onClick: () => actor.send(toast.action!.event) } }),
      }),
    );
    return () => subscription.unsubscribe();
  }, [actor, say]);
}
