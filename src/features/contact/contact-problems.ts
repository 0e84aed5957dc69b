import type { ContactFieldError, FormField } from '../../../machines/contact-form/contact-form.model';
import type { Messages as AppMessages } from '../../i18n/app-messages';
import type { Translated } from '../../../domain/locale';
import type { ENQUIRY_FORM_TEXT } from './contact-copy';

type Messages = Pick<AppMessages, 'emailInvalid' | 'fieldRequired'>;
type Text = Pick<Translated<typeof ENQUIRY_FORM_TEXT>, 'problems' | 'refused'>;

/**
 * The words beside a field for a problem code of the machine (contact-form.model.ts), in the page's language: SPEC's
 * texts for a required field and an e-mail address, the form's own for the rest, and a short one of its own for a
 * field the server refused (the server's English is never shown).
 */
export function problemText(field: FormField, error: ContactFieldError | undefined, label: string, msg: Messages, text: Text): string | undefined {
  switch (error) {
    case undefined:
      return undefined;
    case 'refused':
      return text.refused[field];
    case 'required':
      return field === 'dateFrom' ? text.problems.startNeeded : msg.fieldRequired(label);
    case 'invalid':
      return field === 'email' ? msg.emailInvalid : text.problems.phone;
    default:
      return text.problems[error];
  }
}
