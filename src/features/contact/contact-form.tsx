import { css } from 'styled-system/css';
import type { ContactFieldError, RequiredField } from '../../../machines/contact-form/contact-form.model';
import { MSG } from '../../api/messages';
import { MSG as MSG_AR } from '../../api/messages.ar';
import { useLocale } from '../../i18n/locale-context';
import { CONTACT_TEXT } from './contact-copy';
import { CONTACT_TEXT as CONTACT_TEXT_AR } from './contact-copy.ar';
import { Button } from '../../components/ui/button';
import { ChoiceField, SelectField, TextField } from './contact-fields';
import * as optionsEn from './contact-options';
import * as optionsAr from './contact-options.ar';
import { EnquiryChip } from './enquiry-chip';
import { useContactForm } from './use-contact-form';

type Messages = Pick<typeof MSG_AR, 'emailInvalid' | 'fieldRequired'>;
const errorText = (msg: Messages, label: string, error: ContactFieldError | undefined) =>
  error === undefined ? undefined : error === 'invalid' ? msg.emailInvalid : msg.fieldRequired(label);

/** The message form of the contact page (SPEC §2, §4, §5). Nothing typed is ever rendered as HTML. */
export function ContactForm() {
  const { values, errors, busy, change, submit, about, clearAbout } = useContactForm();
  const ar = useLocale() === 'ar';
  const { form: t } = ar ? CONTACT_TEXT_AR : CONTACT_TEXT;
  const msg = ar ? MSG_AR : MSG;
  const { CAR_INTEREST_OPTIONS, PREFERRED_CONTACT_OPTIONS, RENTAL_PERIOD_OPTIONS } = ar ? optionsAr : optionsEn;
  const text = (field: RequiredField) => ({
    name: field,
    label: t.labels[field],
    required: true,
    value: values[field],
    onValue: (v: string) => change(field, v),
    error: errorText(msg, t.labels[field], errors[field]),
  });

  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
    >
      <header className={css({ gridColumn: '1 / -1' })}>
        <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mb: '2' })}>{t.eyebrow}</p>
        <h2 id="contact-form-title" className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' } })}>{t.title}</h2>
        <p className={css({ mt: '2', color: 'muted', fontSize: 'sm' })}>
          {t.requiredBefore} <span aria-hidden="true" className={css({ color: 'gold.400' })}>*</span>
          <span className={css({ srOnly: true })}>{t.requiredMark}</span> {t.requiredAfter}
        </p>
        {about ? <EnquiryChip car={about} onRemove={clearAbout} /> : null}
      </header>
      <TextField {...text('name')} autoComplete="name" />
      <TextField {...text('email')} type="email" autoComplete="email" />
      <TextField name="phone" label={t.phone} type="tel" autoComplete="tel" value={values.phone} onValue={(v) => change('phone', v)} />
      <TextField {...text('subject')} />
      <SelectField name="carInterest" label={t.carInterest} placeholder={t.anyCategory} options={CAR_INTEREST_OPTIONS} value={values.carInterest} onValue={(v) => change('carInterest', v)} />
      <SelectField name="rentalPeriod" label={t.rentalPeriod} placeholder={t.notSure} options={RENTAL_PERIOD_OPTIONS} value={values.rentalPeriod} onValue={(v) => change('rentalPeriod', v)} />
      <ChoiceField name="preferredContact" label={t.preferredContact} options={PREFERRED_CONTACT_OPTIONS} value={values.preferredContact} onValue={(v) => change('preferredContact', v)} className={css({ gridColumn: '1 / -1' })} />
      <TextField {...text('message')} multiline className={css({ gridColumn: '1 / -1' })} />
      <div className={css({ gridColumn: '1 / -1' })}>
        <Button type="submit" disabled={busy} className={css({ w: { base: 'full', md: 'auto' } })}>
          {busy ? msg.contactSending : t.send}
        </Button>
      </div>
    </form>
  );
}
