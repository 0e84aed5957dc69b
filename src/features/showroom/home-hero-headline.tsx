import { css } from 'styled-system/css';
import { LinkButton } from '../../components/ui/button';
import { useSiteText } from '../../components/use-site-text';
import { useShowroomText } from './use-showroom-text';

/** The hero's words: eyebrow, the tagline as the page title (its second half in gold), the lead and the two calls to action. */
export function HeroHeadline() {
  const text = useShowroomText().HOME_TEXT;
  // The tagline's two halves, either side of its comma (an Arabic comma in Arabic).
  const [first, second] = useSiteText().tagline.split(/(?<=[,،]) /);
  return (
    <>
      <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{text.heroEyebrow}</p>
      <h1 id="home-hero-title" className={title}>
        <span className={css({ display: 'block' })}>{second ? `${first} ` : first}</span>
        {second ? <span className={css({ display: 'block', color: 'gold.300', fontStyle: 'italic', fontWeight: '500' })}>{second}</span> : null}
      </h1>
      <p className={css({ mt: '6', maxW: 'xl', color: 'mist.200', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.7' })}>
        {text.heroLead}
      </p>
      <div className={css({ mt: '9', display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' })}>
        <LinkButton href="/cars" size="lg">{text.exploreCars}</LinkButton>
        <LinkButton href="/contact" size="lg" tone="ghost">{text.concierge}</LinkButton>
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
