import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { validateContact, type ContactField } from '../../../machines/contact-form/contact-form.model';
import { useLogic } from '../../actors/logic';
import { MSG } from '../../api/messages';
import { MSG as MSG_AR } from '../../api/messages.ar';
import { useLocalized } from '../../i18n/locale-context';
import { notify } from '../../components/ui/toaster';
import { fieldId } from './contact-fields';
import { useEnquiryPrefill } from './use-enquiry-prefill';

/**
 * Runs the contact-form machine for one form: the values live in the machine; the view gets them, the errors
 * (once a submit was refused), the busy flag, and the two intents. It shows the toasts and moves the focus the
 * machine asks for. The machine comes wired from the page (`useLogic('contactForm')`).
 */
export function useContactForm() {
  const actor = useActorRef(useLogic('contactForm'));
  const msg = useLocalized<Pick<typeof MSG_AR, 'contactSuccessTitle' | 'contactSuccessText' | 'errorTitle' | 'contactFailureText'>>({ en: MSG, ar: MSG_AR });
  useEffect(() => {
    const subscriptions = [
      // After the render that marks the field invalid, so its error is read out with it.
      actor.on('contact.invalid', ({ field }) => {
        if (!field) return;
        requestAnimationFrame(() => {
          document.getElementById(fieldId(field))?.focus();
        });
      }),
      actor.on('contact.sent', () => notify({ type: 'success', title: msg.contactSuccessTitle, description: msg.contactSuccessText })),
      actor.on('contact.failed', () => notify({ type: 'error', title: msg.errorTitle, description: msg.contactFailureText })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, msg]);
  const values = useSelector(actor, (s) => s.context.values);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const errors = useMemo(() => (showErrors ? validateContact(values) : {}), [showErrors, values]);
  const { about, clearAbout } = useEnquiryPrefill(actor);

  return {
    values,
    errors,
    busy,
    /** The car the message is about (/contact?car=<id>), once loaded, and the intent to remove it. */
    about,
    clearAbout,
    change: (field: ContactField, value: string) => actor.send({ type: 'field.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
  };
}
