import { css } from 'styled-system/css';
import { Section, SectionHeading } from '../../components/ui/section';
import { Icon } from '../../components/icons/icons';
import { useCopy } from '../../i18n/locale-context';
import { contactText } from './contact-text';

/** The perks of SPEC §1, as a band between the form and the FAQ. */
export function WhyBook() {
  const {
    CONTACT_TEXT: { whyBook: t },
    WHY_BOOK: perks,
  } = useCopy(contactText);
  return (
    <Section labelledBy="why-book-title" className={css({ bg: 'surface', borderY: '1px solid {colors.line}' })}>
      <SectionHeading id="why-book-title" eyebrow={t.eyebrow} title={t.title} />
      <ul className={css({ display: 'grid', gap: { base: '8', md: '6' }, gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } })}>
        {perks.map((perk) => (
          <li key={perk.title} className={css({ textAlign: 'center', px: '2' })}>
            <span className={css({ display: 'inline-grid', placeItems: 'center', w: '14', h: '14', borderRadius: 'full', border: '1px solid', borderColor: 'accent.line.strong', color: 'gold.400' })}>
              <Icon name={perk.icon} size={24} />
            </span>
            <h3 className={css({ mt: '4', textStyle: 'serif', fontSize: '2xl', fontWeight: '600', color: 'text' })}>{perk.title}</h3>
            <p className={css({ mt: '2', color: 'muted', lineHeight: '1.7', fontSize: 'sm' })}>{perk.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
