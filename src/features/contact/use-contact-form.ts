import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { contactFormMachine, type ContactFormMachine } from '../../../machines/contact-form/contact-form.machine';
import { validateContact, type ContactField } from '../../../machines/contact-form/contact-form.model';
import { MSG } from '../../api/messages';
import { notify } from '../../components/ui/toaster';
import { fieldId } from './contact-fields';

/**
 * Runs the contact-form machine for one form: the values live in the machine; the view gets them, the errors
 * (once a submit was refused), the busy flag, and the two intents. `machine` is swappable for tests.
 */
export function useContactForm(machine: ContactFormMachine = contactFormMachine) {
  const logic = useMemo(
    () =>
      machine.provide({
        actions: {
          // After the render that marks the field invalid, so its error is read out with it.
          focusFirstInvalid: (_, { field }) => {
            if (!field) return;
            requestAnimationFrame(() => {
              document.getElementById(fieldId(field))?.focus();
            });
          },
          notifySent: () => notify({ type: 'success', title: MSG.contactSuccessTitle, description: MSG.contactSuccessText }),
          notifyFailed: () => notify({ type: 'error', title: MSG.errorTitle, description: MSG.contactFailureText }),
        },
      }),
    [machine],
  );
  const actor = useActorRef(logic);
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
