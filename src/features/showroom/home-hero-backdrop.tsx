import { css } from 'styled-system/css';
import { HERO_POSTER } from '../../config/catalog-shared';
import { useHeroFilm } from './use-hero-film';

export const HERO_SOURCES = [
  { src: '/media/hero.webm', type: 'video/webm' },
  { src: '/media/hero.mp4', type: 'video/mp4' },
] as const;

/** Behind the hero's text: the poster, our looping film over it once allowed, and the scrim that keeps text legible. */
export function HeroBackdrop() {
  const filmReady = useHeroFilm();
  return (
    <>
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
    </>
  );
}

const media = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover', zIndex: -2 });
const scrim = css({
  position: 'absolute',
  inset: '0',
  zIndex: -1,
  bg: 'linear-gradient(180deg, {colors.veil.heavy} 0%, {colors.veil.light} 35%, {colors.veil.medium} 70%, {colors.bg} 100%), radial-gradient(ellipse at 20% 70%, {colors.veil.heavy}, transparent 65%)',
});
