import { css } from 'styled-system/css';
import { Section, SectionHeading } from '../../components/ui/section';
import { useClaims } from '../../config/claims-text';
import { useShowroomText } from './use-showroom-text';
import { Icon } from '../../components/icons/icons';
import { useFormat } from '../../i18n/locale-context';

/** 'Why Choose Us' (SPEC §1): three reasons, then the four perks. */
export function WhyChooseUs() {
  const { REASONS, HOME_TEXT: text } = useShowroomText();
  const { PERKS } = useClaims();
  const format = useFormat();
  return (
    <Section id="why-us" labelledBy="why-title" className={css({ bg: 'surface' })}>
      <SectionHeading id="why-title" eyebrow={text.whyEyebrow} title={text.whyTitle} lead={text.whyLead} />
      <ul className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } })}>
        {REASONS.map((r, i) => (
          <li key={r.title} className={reasonCard}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
              <span className={css({ display: 'grid', placeItems: 'center', w: '14', h: '14', borderRadius: 'full', border: '1px solid', borderColor: 'accent.line.strong', color: 'gold.300', bg: 'accent.subtle' })}>
                <Icon name={r.icon} size={24} />
              </span>
              <span aria-hidden="true" className={css({ textStyle: 'serif', fontSize: '5xl', color: 'glass.medium', lineHeight: '1' })}>
                {format.number(i + 1, { minimumIntegerDigits: 2 })}
              </span>
            </div>
            <h3 className={css({ textStyle: 'display', fontSize: '3xl', mt: '8', color: 'text' })}>{r.title}</h3>
            <p className={css({ mt: '3', color: 'muted', lineHeight: '1.75' })}>{r.text}</p>
          </li>
        ))}
      </ul>
      <ul aria-label={text.perksLabel} className={perks}>
        {PERKS.map((p) => (
          <li key={p} className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'text', fontSize: 'sm', fontWeight: '500' })}>
            <span className={css({ display: 'grid', placeItems: 'center', w: '7', h: '7', flexShrink: 0, borderRadius: 'full', bg: 'gold.500', color: 'ink.950' })}>
              <Icon name="check" size={15} strokeWidth={2.2} />
            </span>
            {p}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const reasonCard = css({
  position: 'relative',
  p: { base: '7', md: '9' },
  layerStyle: 'frame',
  bg: 'linear-gradient(180deg, {colors.ink.850}, {colors.ink.900})',
  transition: 'border-color 0.4s',
  _hover: { borderColor: 'accent.line.strong' },
  _before: {
    content: '""',
    position: 'absolute',
    top: '0',
    insetInlineStart: '9',
    w: '12',
    h: '1px',
    bg: 'gold.500',
  },
});
const perks = css({
  mt: { base: '8', md: '10' },
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  p: { base: '6', md: '8' },
  layerStyle: 'tintedPanel',
});
