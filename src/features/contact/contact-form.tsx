import { css } from 'styled-system/css';
import { earliestEnd, lastBookableDay, type FormField } from '../../../machines/contact-form/contact-form.model';
import { Button } from '../../components/ui/button';
import { ENQUIRY_MAX } from '../../../domain/constants';
import { LANGUAGE_TAG } from '../../../domain/locale';
import { useCopy, useLocale, useMessages } from '../../i18n/locale-context';
import { ChoiceField, DateField, Honeypot, SelectField, TextField } from './contact-fields';
import { FailedPanel, SentPanel } from './contact-outcome';
import { problemText } from './contact-problems';
import { contactOptions, contactText } from './contact-text';
import { EnquiryChip } from './enquiry-chip';
import { useContactForm } from './use-contact-form';

const full = css({ gridColumn: '1 / -1' });

/** The message form of the contact page (SPEC §2, §4, §5; issue 19). Nothing typed is ever rendered as HTML. */
export function ContactForm() {
  const { values, errors, busy, change, submit, about, clearAbout, reference, whatsapp, today } = useContactForm();
  const locale = useLocale();
  const { CONTACT_TEXT: { form: t }, ENQUIRY_FORM_TEXT: e } = useCopy(contactText);
  const msg = useMessages();
  const { CAR_INTEREST_OPTIONS, PREFERRED_CONTACT_OPTIONS, RENTAL_PERIOD_OPTIONS, DELIVERY_OPTIONS } = useCopy(contactOptions);
  const problem = (field: FormField, label = '') => problemText(field, errors[field], label, msg, e);
  const text = (field: 'name' | 'email' | 'subject' | 'message') => ({
    name: field,
    label: t.labels[field],
    required: true,
    value: values[field],
    onValue: (v: string) => change(field, v),
    error: problem(field, t.labels[field]),
    maxLength: ENQUIRY_MAX[field],
  });
  const day = (field: 'dateFrom' | 'dateTo') => ({
    name: field,
    label: e[field],
    value: values[field],
    onValue: (v: string) => change(field, v),
    error: problem(field),
    min: today,
    max: lastBookableDay(today),
    locale: LANGUAGE_TAG[locale],
    text: e.calendar,
  });

  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } })}
    >
      <header className={full}>
        <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mb: '2' })}>{t.eyebrow}</p>
        <h2 id="contact-form-title" className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' } })}>{t.title}</h2>
        <p className={css({ mt: '2', color: 'muted', fontSize: 'sm' })}>
          {t.requiredBefore} <span aria-hidden="true" className={css({ color: 'gold.400' })}>*</span>
          <span className={css({ srOnly: true })}>{t.requiredMark}</span> {t.requiredAfter}
        </p>
        {about ? <EnquiryChip car={about} onRemove={clearAbout} error={problem('carId')} /> : null}
      </header>
      <TextField {...text('name')} autoComplete="name" />
      <TextField {...text('email')} type="email" autoComplete="email" />
      <TextField name="phone" label={t.phone} type="tel" autoComplete="tel" maxLength={ENQUIRY_MAX.phone} value={values.phone} onValue={(v) => change('phone', v)} error={problem('phone')} />
      <TextField {...text('subject')} />
      <SelectField name="carInterest" label={t.carInterest} placeholder={t.anyCategory} options={CAR_INTEREST_OPTIONS} value={values.carInterest} onValue={(v) => change('carInterest', v)} error={problem('carInterest')} />
      <SelectField name="rentalPeriod" label={t.rentalPeriod} placeholder={t.notSure} options={RENTAL_PERIOD_OPTIONS} value={values.rentalPeriod} onValue={(v) => change('rentalPeriod', v)} error={problem('rentalPeriod')} />
      <DateField {...day('dateFrom')} />
      <DateField {...day('dateTo')} min={earliestEnd(values.dateFrom, today)} />
      <SelectField name="delivery" label={e.delivery} placeholder={t.notSure} options={DELIVERY_OPTIONS} value={values.delivery} onValue={(v) => change('delivery', v)} error={problem('delivery')} />
      {values.delivery === 'hotel' ? (
        <TextField name="deliveryAddress" label={e.deliveryAddress} autoComplete="street-address" maxLength={ENQUIRY_MAX.deliveryAddress} value={values.deliveryAddress} onValue={(v) => change('deliveryAddress', v)} error={problem('deliveryAddress')} />
      ) : null}
      <ChoiceField name="preferredContact" label={t.preferredContact} options={PREFERRED_CONTACT_OPTIONS} value={values.preferredContact} onValue={(v) => change('preferredContact', v)} className={full} />
      <TextField {...text('message')} multiline className={full} />
      <Honeypot label={e.honeypot} value={values.website} onValue={(v) => change('website', v)} />
      <div className={full}>
        <Button type="submit" disabled={busy} className={css({ w: { base: 'full', md: 'auto' } })}>
          {busy ? msg.contactSending : t.send}
        </Button>
        {reference ? <SentPanel reference={reference} /> : null}
        {whatsapp ? <FailedPanel href={whatsapp} /> : null}
      </div>
    </form>
  );
}
