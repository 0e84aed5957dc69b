import { Ltr } from '../../../components/bidi';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Enquiry } from '../../../../machines/inbox/inbox.model';
import { useLocale } from '../../../i18n/locale-context';
import { localePath } from '../../../../domain/locale';
import { useEnquiryFormat } from './use-enquiry-format';
import { useChoiceLabels, useDetailText } from './use-inbox-text';

type Choice<K extends string> = Partial<Record<K, string>>;
const labelOf = <K extends string>(labels: Choice<K>, value: string): string => labels[value as K] ?? value;

/** What the visitor sent, as text (never HTML): the message, how to reach them, the car and the request, where it came from. */
export function EnquiryFacts({ enquiry }: { enquiry: Enquiry }) {
  const text = useDetailText();
  const choices = useChoiceLabels();
  const format = useEnquiryFormat();
  const locale = useLocale();
  const days = format.days(enquiry.dateFrom, enquiry.dateTo);
  const delivery = enquiry.delivery
    ? `${labelOf(choices.delivery, enquiry.delivery)}${enquiry.deliveryAddress ? `: ${enquiry.deliveryAddress}` : ''}`
    : '';

  return (
    <div className={css({ display: 'grid', gap: '6', alignContent: 'start', minW: 0 })}>
      <section aria-labelledby="enquiry-message">
        <h3 id="enquiry-message" className={heading}>{enquiry.subject}</h3>
        <p data-message="" className={message}>{enquiry.message}</p>
      </section>
      <Facts title={text.contact}>
        <Fact label={text.name}>{enquiry.name}</Fact>
        <Fact label={text.email}><Ltr>{enquiry.email}</Ltr></Fact>
        {enquiry.phone ? <Fact label={text.phone}><Ltr>{enquiry.phone}</Ltr></Fact> : null}
        <Fact label={text.preferredContact}>{labelOf(choices.preferredContact, enquiry.preferredContact)}</Fact>
      </Facts>
      <Facts title={text.request}>
        <Fact label={text.car}>
          {enquiry.car === null ? (
            text.notGiven
          ) : enquiry.car.exists ? (
            <a href={localePath(`/cars/${enquiry.car._id}`, locale)} target="_blank" rel="noopener noreferrer" className={link}>
              {enquiry.car.name}
              <span className={css({ srOnly: true })}> ({text.viewCar})</span>
            </a>
          ) : (
            `${enquiry.car.name} (${text.carDeleted})`
          )}
        </Fact>
        {enquiry.carInterest ? <Fact label={text.carInterest}>{labelOf(choices.carInterest, enquiry.carInterest)}</Fact> : null}
        {enquiry.rentalPeriod ? <Fact label={text.rentalPeriod}>{labelOf(choices.rentalPeriod, enquiry.rentalPeriod)}</Fact> : null}
        <Fact label={text.dates}>{days || text.notGiven}</Fact>
        <Fact label={text.delivery}>{delivery || text.notGiven}</Fact>
        <Fact label={text.language}>{labelOf(choices.language, enquiry.locale)}</Fact>
      </Facts>
      <Facts title={text.origin}>
        <Fact label={text.received}>{format.when(enquiry.createdAt)}</Fact>
        {enquiry.contactedAt ? <Fact label={text.contactedAt}>{format.when(enquiry.contactedAt)}</Fact> : null}
        <Fact label={text.updated}>{format.when(enquiry.updatedAt)}</Fact>
        <Fact label={text.page}><Ltr>{enquiry.page || text.notGiven}</Ltr></Fact>
        <Fact label={text.referrer}><Ltr className={css({ overflowWrap: 'anywhere' })}>{enquiry.referrer || text.notGiven}</Ltr></Fact>
      </Facts>
    </div>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className={heading}>{title}</h3>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr)', columnGap: '4', rowGap: '2', fontSize: 'sm' })}>
        {children}
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={css({ color: 'muted' })}>{label}</dt>
      <dd className={css({ color: 'text', overflowWrap: 'anywhere' })}>{children}</dd>
    </>
  );
}

const heading = css({ textStyle: 'eyebrow', color: 'gold.400', mb: '3' });
const message = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text', lineHeight: '1.7', p: '4', bg: 'glass.faint', borderRadius: '10px' });
const link = css({ color: 'gold.300', textDecoration: 'underline', _hover: { color: 'gold.400' } });
