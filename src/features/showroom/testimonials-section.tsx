import { css } from 'styled-system/css';
import { Section, SectionHeading } from '../../components/ui/section';
import { Icon } from '../../components/icons/icons';
import { useFormat } from '../../i18n/locale-context';
import { useShowroomText, useTestimonials } from './use-showroom-text';

/** Every testimonial is a five-star review. */
const TESTIMONIAL_RATING = 5;

/** 'What Our Customers Say' (SPEC §1): three fixed reviews, each with portrait, name, location and five stars. */
export function TestimonialsSection() {
  const text = useShowroomText().HOME_TEXT;
  const testimonials = useTestimonials();
  return (
    <Section id="testimonials" labelledBy="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow={text.testimonialsEyebrow} title={text.testimonialsTitle} lead={text.testimonialsLead} />
      <ul className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } })}>
        {testimonials.map((t) => (
          <li key={t.image}>
            <figure className={cardStyle}>
              <Stars rating={TESTIMONIAL_RATING} />
              <blockquote className={css({ mt: '5', flex: '1', textStyle: 'serif', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.4', color: 'text' })}>
                <p>{text.quote(t.text)}</p>
              </blockquote>
              <figcaption className={css({ mt: '8', pt: '6', borderTop: '1px solid {colors.line}', display: 'flex', alignItems: 'center', gap: '4' })}>
                <img src={t.image} alt={text.portrait(t.name)} width={320} height={320} loading="lazy" decoding="async" className={portrait} />
                <span>
                  <span className={css({ display: 'block', fontWeight: '600', color: 'text' })}>{t.name}</span>
                  <span className={css({ display: 'block', fontSize: 'sm', color: 'muted' })}>{t.location}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Stars({ rating }: { rating: number }) {
  const format = useFormat();
  const label = useShowroomText().HOME_TEXT.rated(format.number(rating), format.number(5));
  return (
    <span role="img" aria-label={label} className={css({ display: 'inline-flex', gap: '1', color: 'gold.400' })}>
      {Array.from({ length: rating }, (_, i) => (
        <Icon key={i} name="star" size={16} data-star="" />
      ))}
    </span>
  );
}

const cardStyle = css({
  h: 'full',
  display: 'flex',
  flexDirection: 'column',
  p: { base: '7', md: '9' },
  borderRadius: 'card',
  border: '1px solid',
  borderColor: 'line',
  bg: 'raised',
});
const portrait = css({
  w: '14',
  h: '14',
  borderRadius: 'full',
  objectFit: 'cover',
  border: '1px solid',
  borderColor: 'gold.600',
  bg: 'ink.700',
});
