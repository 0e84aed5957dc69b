import { css } from 'styled-system/css';
import type { ContactFieldError, RequiredField } from '../../../machines/contact-form/contact-form.model';
import { MSG } from '../../api/messages';
import { Button } from '../../components/ui/button';
import { ChoiceField, SelectField, TextField } from './contact-fields';
import { CAR_INTEREST_OPTIONS, PREFERRED_CONTACT_OPTIONS, RENTAL_PERIOD_OPTIONS } from './contact-options';
import { useContactForm } from './use-contact-form';

const LABELS: Record<RequiredField, string> = { name: 'Full Name', email: 'Email Address', subject: 'Subject', message: 'Message' };
const errorText = (field: RequiredField, error: ContactFieldError | undefined) =>
  error === undefined ? undefined : error === 'invalid' ? MSG.emailInvalid : MSG.fieldRequired(LABELS[field]);

/** The message form of the contact page (SPEC §2, §4, §5). Nothing typed is ever rendered as HTML. */
export function ContactForm() {
  const { values, errors, busy, change, submit } = useContactForm();
  const text = (field: RequiredField) => ({
    name: field,
    label: LABELS[field],
    required: true,
    value: values[field],
    onValue: (v: string) => change(field, v),
    error: errorText(field, errors[field]),
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
        <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mb: '2' })}>Write to us</p>
        <h2 id="contact-form-title" className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' } })}>Send Us a Message</h2>
        <p className={css({ mt: '2', color: 'muted', fontSize: 'sm' })}>
          Fields marked <span aria-hidden="true" className={css({ color: 'gold.400' })}>*</span>
          <span className={css({ srOnly: true })}>with an asterisk</span> are required.
        </p>
      </header>
      <TextField {...text('name')} autoComplete="name" />
      <TextField {...text('email')} type="email" autoComplete="email" />
      <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" value={values.phone} onValue={(v) => change('phone', v)} />
      <TextField {...text('subject')} />
      <SelectField name="carInterest" label="Car Category Interest" placeholder="Any category" options={CAR_INTEREST_OPTIONS} value={values.carInterest} onValue={(v) => change('carInterest', v)} />
      <SelectField name="rentalPeriod" label="Rental Period" placeholder="Not sure yet" options={RENTAL_PERIOD_OPTIONS} value={values.rentalPeriod} onValue={(v) => change('rentalPeriod', v)} />
      <ChoiceField name="preferredContact" label="Preferred Contact Method" options={PREFERRED_CONTACT_OPTIONS} value={values.preferredContact} onValue={(v) => change('preferredContact', v)} className={css({ gridColumn: '1 / -1' })} />
      <TextField {...text('message')} multiline className={css({ gridColumn: '1 / -1' })} />
      <div className={css({ gridColumn: '1 / -1' })}>
        <Button type="submit" disabled={busy} className={css({ w: { base: 'full', md: 'auto' } })}>
          {busy ? MSG.contactSending : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
