import { css } from 'styled-system/css';
import { Section, SectionHeading } from '../../components/ui/section';
import { Icon } from '../../components/icons/icons';
import { TESTIMONIALS, TESTIMONIAL_RATING } from './testimonials';

/** 'What Our Customers Say' (SPEC §1): three fixed reviews, each with portrait, name, location and five stars. */
export function TestimonialsSection() {
  return (
    <Section id="testimonials" labelledBy="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What Our Customers Say" lead="Guests from around the world, in their own words." />
      <ul className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } })}>
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className={cardStyle}>
              <Stars rating={TESTIMONIAL_RATING} />
              <blockquote className={css({ mt: '5', flex: '1', textStyle: 'serif', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.4', color: 'text' })}>
                <p>“{t.text}”</p>
              </blockquote>
              <figcaption className={css({ mt: '8', pt: '6', borderTop: '1px solid {colors.line}', display: 'flex', alignItems: 'center', gap: '4' })}>
                <img src={t.image} alt={`Portrait of ${t.name}`} width={320} height={320} loading="lazy" decoding="async" className={portrait} />
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
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={css({ display: 'inline-flex', gap: '1', color: 'gold.400' })}>
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
