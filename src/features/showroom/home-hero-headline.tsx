import { css } from 'styled-system/css';
import { LinkButton } from '../../components/ui/button';
import { SITE } from '../../config/site';

/** The hero's words: eyebrow, the tagline as the page title (its second half in gold), the lead and the two calls to action. */
export function HeroHeadline() {
  const [first, second] = SITE.tagline.split(', ');
  return (
    <>
      <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>Luxury &amp; Sports Car Rental · Dubai</p>
      <h1 id="home-hero-title" className={title}>
        <span className={css({ display: 'block' })}>{second ? `${first}, ` : first}</span>
        {second ? <span className={css({ display: 'block', color: 'gold.300', fontStyle: 'italic', fontWeight: '500' })}>{second}</span> : null}
      </h1>
      <p className={css({ mt: '6', maxW: 'xl', color: 'mist.200', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.7' })}>
        Ferrari, Lamborghini, Rolls Royce and more, delivered to your door anywhere in Dubai, with insurance included and
        a concierge on call day and night.
      </p>
      <div className={css({ mt: '9', display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' })}>
        <LinkButton href="/cars" size="lg">Explore all Cars</LinkButton>
        <LinkButton href="/contact" size="lg" tone="ghost">Speak to a Concierge</LinkButton>
      </div>
    </>
  );
}

const title = css({
  textStyle: 'display',
  mt: '5',
  fontSize: { base: '5xl', sm: '6xl', md: '7xl', xl: '8xl' },
  lineHeight: '0.98',
  color: 'text',
  textWrap: 'balance',
});
