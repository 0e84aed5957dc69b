import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from './ui/section';

/** The opening band of the inner showroom pages: eyebrow, the page's one h1, a lead and actions. */
export function PageHero({ id, eyebrow, title, lead, image, children }: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  image?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={hero}>
      {image ? <img src={image} alt="" width={800} height={560} fetchPriority="high" decoding="async" className={photo} /> : null}
      <div aria-hidden="true" className={glow} />
      <div className={cx(container, inner)}>
        <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{eyebrow}</p>
        <h1 id={id} className={css({ textStyle: 'display', mt: '4', fontSize: { base: '5xl', md: '7xl' }, color: 'text', textWrap: 'balance' })}>
          {title}
        </h1>
        <p className={css({ mt: '6', maxW: '2xl', mx: 'auto', color: 'mist.200', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.75' })}>{lead}</p>
        {children ? <div className={css({ mt: '9', display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>{children}</div> : null}
      </div>
    </section>
  );
}

/** A closing call to action, framed in gold hairlines. */
export function CtaBand({ id, eyebrow, title, text, children }: { id: string; eyebrow: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={css({ py: { base: '16', md: '24' } })}>
      <div className={container}>
        <div className={band}>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{eyebrow}</p>
          <h2 id={id} className={css({ textStyle: 'display', mt: '3', fontSize: { base: '4xl', md: '5xl' }, color: 'text', textWrap: 'balance' })}>{title}</h2>
          <p className={css({ mt: '4', maxW: 'xl', mx: 'auto', color: 'muted', lineHeight: '1.7' })}>{text}</p>
          <div className={css({ mt: '8', display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>{children}</div>
        </div>
      </div>
    </section>
  );
}

const hero = css({ position: 'relative', overflow: 'hidden', isolation: 'isolate', textAlign: 'center', borderBottom: '1px solid {colors.line}' });
const photo = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover', zIndex: -2, opacity: 0.28, filter: 'saturate(0.6)' });
const glow = css({
  position: 'absolute',
  inset: '0',
  zIndex: -1,
  bg: 'radial-gradient(ellipse 70% 60% at 50% 0%, {colors.accent.muted}, transparent 70%), linear-gradient(180deg, {colors.veil.medium}, {colors.bg} 96%)',
});
const inner = css({
  pt: { base: '32', md: '40' },
  pb: { base: '16', md: '24' },
  transitionProperty: 'opacity, transform',
  transitionDuration: '0.8s',
  transitionTimingFunction: 'luxe',
  _starting: { opacity: 0, transform: 'translateY(14px)' },
  _reducedMotion: { transition: 'none' },
});
const band = css({
  textAlign: 'center',
  px: { base: '6', md: '16' },
  py: { base: '12', md: '16' },
  layerStyle: 'goldFrame',
  bg: 'radial-gradient(ellipse at 50% 0%, {colors.accent.muted}, transparent 70%), {colors.ink.900}',
});
