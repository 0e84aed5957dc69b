import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { todayInDubai, visibleErrors, type ContactField } from '../../../machines/contact-form/contact-form.model';
import { useLogic } from '../../actors/logic';
import { carName } from '../../../domain/car-page';
import { whatsappHref } from '../../../domain/site';
import { useCopy, useFormat, useMessages } from '../../i18n/locale-context';
import { notify } from '../../components/ui/toaster';
import { fieldId } from './contact-fields';
import { contactText } from './contact-text';
import { useEnquiryPrefill } from './use-enquiry-prefill';

/**
 * Runs the contact-form machine for one form: the values live in the machine; the view gets them, the problems to
 * show (codes, per field), the busy flag, the reference of a stored enquiry, the WhatsApp way out after a failed
 * send, and the two intents. It shows the toasts and moves the focus the machine asks for. The machine comes wired
 * from the page (`useLogic('contactForm')`).
 */
export function useContactForm() {
  const actor = useActorRef(useLogic('contactForm'));
  const msg = useMessages();
  const text = useCopy(contactText).ENQUIRY_FORM_TEXT;
  const format = useFormat();
  useEffect(() => {
    const subscriptions = [
      // After the render that marks the field invalid, so its error is read out with it.
      actor.on('contact.invalid', ({ field }) => {
        if (!field) return;
        requestAnimationFrame(() => {
          document.getElementById(fieldId(field))?.focus();
        });
      }),
      actor.on('contact.sent', ({ reference }) =>
        notify({ type: 'success', title: msg.contactSuccessTitle, description: `${msg.contactSuccessText} ${text.reference(reference)}` }),
      ),
      actor.on('contact.failed', () => notify({ type: 'error', title: msg.errorTitle, description: msg.contactFailureText })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, msg, text]);
  const values = useSelector(actor, (s) => s.context.values);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const refused = useSelector(actor, (s) => s.context.refused);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const reference = useSelector(actor, (s) => s.context.reference);
  const fallback = useSelector(actor, (s) => s.context.fallback);
  const today = todayInDubai();
  const errors = useMemo(() => visibleErrors({ values, showErrors, refused }, today), [values, showErrors, refused, today]);
  const { about, clearAbout } = useEnquiryPrefill(actor);

  // After a failed send: the same message, as a WhatsApp chat, in the page's language.
  const day = (d: string) => (d ? format.date(d, { dateStyle: 'medium' }) : '');
  const whatsapp =
    fallback && !busy
      ? whatsappHref(
          text.whatsapp({
            name: values.name.trim(),
            subject: values.subject.trim(),
            message: values.message.trim(),
            car: about ? carName(about) : '',
            dates: text.dates(day(values.dateFrom), day(values.dateTo)),
          }),
        )
      : null;

  return {
    values,
    errors,
    busy,
    /** The reference of the enquiry just stored (LD-XXXXX), until the visitor types again; else null. */
    reference,
    /** After a failed send, a wa.me link carrying the message; else null. */
    whatsapp,
    /** Today and the last bookable day in Dubai: the calendars' bounds. */
    today,
    /** The car the message is about (/contact?car=<id>), once loaded, and the intent to remove it. */
    about,
    clearAbout,
    change: (field: ContactField, value: string) => actor.send({ type: 'field.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
  };
}
