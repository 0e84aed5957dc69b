import { useEffect } from 'react';
import type { Subscription } from 'xstate';
import type { AdminToast } from '../../../../machines/admin-cars/admin-toast';
import { notify } from '../../../components/ui/toaster';
import { useLocale } from '../../../i18n/locale-context';
import { localizeMessage } from '../../../i18n/messages';

type Notifier = { on: (type: 'notify', handler: (event: { toast: AdminToast }) => void) => Subscription };

/**
 * Shows the toasts an admin machine emits (the fleet's, the change-password dialog's; SPEC §8: one at a time, newest
 * wins), in the page's language: machines write the catalogue's English (domain/app-messages.ts).
 */
export function useNotifications(actor: Notifier | undefined) {
  const locale = useLocale();
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('notify', ({ toast }) =>
      notify({
        ...toast,
        title: localizeMessage(toast.title, locale),
        ...(toast.description === undefined ? {} : { description: localizeMessage(toast.description, locale) }),
      }),
    );
    return () => subscription.unsubscribe();
  }, [actor, locale]);
}
