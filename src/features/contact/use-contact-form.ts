import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { validateContact, type ContactField } from '../../../machines/contact-form/contact-form.model';
import { useLogic } from '../../actors/logic';
import { MSG } from '../../api/messages';
import { notify } from '../../components/ui/toaster';
import { fieldId } from './contact-fields';

/**
 * Runs the contact-form machine for one form: the values live in the machine; the view gets them, the errors
 * (once a submit was refused), the busy flag, and the two intents. It shows the toasts and moves the focus the
 * machine asks for. The machine comes wired from the page (`useLogic('contactForm')`).
 */
export function useContactForm() {
  const actor = useActorRef(useLogic('contactForm'));
  useEffect(() => {
    const subscriptions = [
      // After the render that marks the field invalid, so its error is read out with it.
      actor.on('contact.invalid', ({ field }) => {
        if (!field) return;
        requestAnimationFrame(() => {
          document.getElementById(fieldId(field))?.focus();
        });
      }),
      actor.on('contact.sent', () => notify({ type: 'success', title: MSG.contactSuccessTitle, description: MSG.contactSuccessText })),
      actor.on('contact.failed', () => notify({ type: 'error', title: MSG.errorTitle, description: MSG.contactFailureText })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);
  const values = useSelector(actor, (s) => s.context.values);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const errors = useMemo(() => (showErrors ? validateContact(values) : {}), [showErrors, values]);

  return {
    values,
    errors,
    busy,
    change: (field: ContactField, value: string) => actor.send({ type: 'field.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
  };
}
