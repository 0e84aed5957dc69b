import { css, cx } from 'styled-system/css';
import { LinkButton } from '../../components/ui/button';
import { container } from '../../components/ui/section';
import { HERO_POSTER } from '../../config/catalog';
import { SITE } from '../../config/site';
import { HOME_CLAIMS, SERVICE_BADGE } from './claims';
import { usePrefersReducedMotion } from './use-media-query';
import { usePageLoaded } from '../../components/use-page-loaded';

export const HERO_SOURCES = [
  { src: '/media/hero.webm', type: 'video/webm' },
  { src: '/media/hero.mp4', type: 'video/mp4' },
] as const;

/** Full-screen opening: our looping film (a still under reduced motion), the tagline and the fleet call to action. */
export function HomeHero() {
  const reducedMotion = usePrefersReducedMotion();
  // The poster is the first paint; the film (hundreds of kB) is only asked for once the page has loaded.
  const filmReady = usePageLoaded() && !reducedMotion;
  const [first, second] = SITE.tagline.split(', ');
  return (
    <section aria-labelledby="home-hero-title" className={hero}>
      <img src={HERO_POSTER} alt="" width={1280} height={720} fetchPriority="high" decoding="async" className={media} />
      {filmReady ? (
        <video
          className={media}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster={HERO_POSTER}
          aria-hidden="true"
          tabIndex={-1}
          data-testid="hero-video"
        >
          {HERO_SOURCES.map((s) => (
            <source key={s.type} src={s.src} type={s.type} />
          ))}
        </video>
      ) : null}
      <div aria-hidden="true" className={scrim} />
      <div className={cx(container, content)}>
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
        <div className={claimsRow}>
          <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', justifyContent: { base: 'space-between', sm: 'start' }, columnGap: { base: '4', sm: '12' }, w: { base: 'full', md: 'auto' } })}>
            {HOME_CLAIMS.map((c) => (
              <div key={c.label} className={css({ display: 'flex', flexDirection: 'column-reverse', gap: '1' })}>
                <dt className={css({ fontSize: { base: '11px', md: 'xs' }, letterSpacing: { base: '0.12em', md: '0.18em' }, textTransform: 'uppercase', color: 'mist.300' })}>{c.label}</dt>
                <dd className={css({ fontFamily: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'gold.300', lineHeight: '1' })}>{c.value}</dd>
              </div>
            ))}
          </dl>
          <p className={badge}>
            <span aria-hidden="true" className={dot} />
            {SERVICE_BADGE}
          </p>
        </div>
      </div>
    </section>
  );
}

const hero = css({
  position: 'relative',
  minH: '100svh',
  display: 'flex',
  alignItems: 'flex-end',
  overflow: 'hidden',
  bg: 'bg',
  isolation: 'isolate',
});
const media = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover', zIndex: -2 });
const scrim = css({
  position: 'absolute',
  inset: '0',
  zIndex: -1,
  bg: 'linear-gradient(180deg, rgba(7,7,10,0.7) 0%, rgba(7,7,10,0.15) 35%, rgba(7,7,10,0.55) 70%, #07070a 100%), radial-gradient(ellipse at 20% 70%, rgba(7,7,10,0.75), transparent 65%)',
});
const content = css({
  position: 'relative',
  pt: { base: '32', md: '40' },
  pb: { base: '10', md: '14' },
  transitionProperty: 'opacity, transform',
  transitionDuration: '0.9s',
  transitionTimingFunction: 'luxe',
  _starting: { opacity: 0, transform: 'translateY(18px)' },
  _reducedMotion: { transition: 'none' },
});
const title = css({
  textStyle: 'display',
  mt: '5',
  fontSize: { base: '5xl', sm: '6xl', md: '7xl', xl: '8xl' },
  lineHeight: '0.98',
  color: 'text',
  textWrap: 'balance',
});
const claimsRow = css({
  mt: { base: '12', md: '16' },
  pt: { base: '6', md: '8' },
  borderTop: '1px solid rgba(255,255,255,0.14)',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: { base: '6', md: '16' },
  rowGap: '6',
});
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2.5',
  px: '4',
  py: '2',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'rgba(255,255,255,0.16)',
  bg: 'rgba(7,7,10,0.5)',
  backdropFilter: 'blur(8px)',
  fontSize: 'sm',
  fontWeight: '500',
  color: 'text',
});
const dot = css({
  w: '2',
  h: '2',
  borderRadius: 'full',
  bg: 'status.green',
  boxShadow: '0 0 0 4px rgba(62,207,142,0.18)',
  animation: 'pulse 2.4s ease-in-out infinite',
  _reducedMotion: { animation: 'none' },
});
