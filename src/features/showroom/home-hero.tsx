import { css, cx } from 'styled-system/css';
import { container } from '../../components/ui/section';
import { HeroBackdrop } from './home-hero-backdrop';
import { HeroClaims } from './home-hero-claims';
import { HeroHeadline } from './home-hero-headline';

/** Full-screen opening: our looping film (a still under reduced motion), the tagline and the fleet call to action. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-title" className={hero}>
      <HeroBackdrop />
      <div className={cx(container, content)}>
        <HeroHeadline />
        <HeroClaims />
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
