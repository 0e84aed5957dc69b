import { css } from 'styled-system/css';
import { rentalConditionsText } from '../../config/rental-conditions-text';
import { useCopy } from '../../i18n/locale-context';
import { EnquiryIcon } from './enquiry-icons';

/** The site's rental conditions, the same on every car page (src/config/rental-conditions.ts), in the page's language. */
export function RentalConditions() {
  const { RENTAL_CONDITIONS_TEXT: text, RENTAL_CONDITIONS: conditions } = useCopy(rentalConditionsText);
  return (
    <section aria-labelledby="rental-conditions-title" className={css({ mt: { base: '10', lg: '12' } })}>
      <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mb: '2' })}>{text.eyebrow}</p>
      <h2 id="rental-conditions-title" className={css({ textStyle: 'display', fontSize: { base: '2xl', md: '3xl' } })}>
        {text.title}
      </h2>
      <p className={css({ mt: '2', color: 'muted', fontSize: 'sm' })}>{text.lead}</p>
      <ul className={list}>
        {conditions.map((c) => (
          <li key={c.id} className={item} data-testid="rental-condition">
            <span className={disc}>
              <EnquiryIcon name={c.id} size={18} />
            </span>
            <div className={css({ minW: 0 })}>
              <h3 className={css({ textStyle: 'eyebrow', color: 'muted' })}>{c.title}</h3>
              <p className={css({ mt: '1', color: 'text', fontWeight: '500', lineHeight: '1.4' })}>{c.value}</p>
              <p className={css({ mt: '1', color: 'muted', fontSize: 'sm', lineHeight: '1.55' })}>{c.note}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const list = css({
  mt: '6',
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  borderTop: '1px solid {colors.line}',
});
const item = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '4',
  py: '5',
  pe: { md: '6' },
  borderBottom: '1px solid {colors.line}',
  // An odd last condition takes the whole row, so the list ends on a full line.
  '&:last-child:nth-child(odd)': { gridColumn: { md: '1 / -1' } },
});
const disc = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'accent.line.subtle',
  bg: 'accent.subtle',
  color: 'gold.300',
});
