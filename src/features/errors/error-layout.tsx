import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** The shared frame of the 404 and 403 screens: a centred card on the dark showroom floor. */
export function ErrorLayout({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="error-title"
      className={css({
        minH: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: '5',
        py: '28',
        bg: 'radial-gradient(ellipse at top, {colors.accent.soft}, transparent 60%), {colors.bg}',
      })}
    >
      <div className={css({ maxW: '2xl', w: 'full', textAlign: 'center' })}>
        <p
          aria-hidden="true"
          className={css({ textStyle: 'serif', fontSize: { base: '7xl', md: '9xl' }, lineHeight: '1', color: 'gold.500', opacity: 0.9 })}
        >
          {code}
        </p>
        <h1 id="error-title" className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '5xl' }, mt: '4' })}>
          {title}
        </h1>
        <div className={css({ mt: '6', color: 'muted', display: 'grid', gap: '6', justifyItems: 'center' })}>{children}</div>
      </div>
    </section>
  );
}

export const actionRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' });
export const linkList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '5',
  justifyContent: 'center',
  '& a': { color: 'gold.300', textDecoration: 'underline', textUnderlineOffset: '4px', _hover: { color: 'gold.400' } },
});
