import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { ContactFormMachine } from '../../../machines/contact-form/contact-form.machine';
import { enquiryCarId } from '../../../domain/car-page';
import { useCopy, useLocale } from '../../i18n/locale-context';
import { composeEnquiry } from './compose-enquiry';
import { fieldId } from './contact-fields';
import { prefillText } from './contact-text';

/**
 * /contact?car=<id> (issue 12): asks the form's machine for the car once the page is live. The server renders /contact
 * without its query, so the request waits for an effect (after hydration) and the form fills in afterwards. The
 * texts follow the page's language (a switch rewrites our words, never the visitor's). Removing the car drops the
 * query, so a reload does not bring it back.
 */
export function useEnquiryPrefill(actor: ActorRefFrom<ContactFormMachine>) {
  const carId = enquiryCarId(useSearch());
  const locale = useLocale();
  const text = useCopy(prefillText).PREFILL_TEXT;
  const [, navigate] = useLocation();
  useEffect(() => {
    if (carId) actor.send({ type: 'about.request', id: carId, compose: composeEnquiry(text, window.location.origin, locale) });
    else actor.send({ type: 'about.clear' });
  }, [actor, carId, text, locale]);
  return {
    about: useSelector(actor, (s) => s.context.about),
    clearAbout: () => {
      actor.send({ type: 'about.clear' });
      navigate('/contact', { replace: true });
      // The chip and its button are gone: the focus goes on to the form, not to the top of the page.
      document.getElementById(fieldId('subject'))?.focus();
    },
  };
}
