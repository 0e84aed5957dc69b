import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from '../../components/ui/section';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Date shown on every legal page (SPEC §2 gives it for the disclaimer; the others were written with it). */
export const LEGAL_UPDATED = 'August 18, 2025';

/**
 * The frame of the legal pages: a title band, a table of contents (sticky beside the text on wide screens),
 * numbered sections, and room for notices before and after them.
 */
export function LegalLayout({ title, lead, sections, before, after }: {
  title: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <article aria-labelledby="legal-title">
      <header className={hero}>
        <div className={container}>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>Legal</p>
          <h1 id="legal-title" className={css({ textStyle: 'display', mt: '4', fontSize: { base: '5xl', md: '6xl' }, textWrap: 'balance' })}>{title}</h1>
          <p className={css({ mt: '5', maxW: '3xl', color: 'mist.200', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.75' })}>{lead}</p>
          <p className={css({ mt: '6', fontSize: 'sm', color: 'muted' })}>Last updated {LEGAL_UPDATED}</p>
        </div>
      </header>
      <div className={cx(container, css({ display: 'grid', gap: { base: '10', lg: '16' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' }, py: { base: '12', md: '16' } }))}>
        <nav aria-labelledby="toc-title" className={toc}>
          <h2 id="toc-title" className={css({ textStyle: 'eyebrow', color: 'mist.300', mb: '4' })}>On this page</h2>
          <ol className={css({ display: 'grid', gap: '1' })}>
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={tocLink}>
                  <span aria-hidden="true" className={css({ color: 'gold.400', fontVariantNumeric: 'tabular-nums' })}>{String(i + 1).padStart(2, '0')}</span>
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={css({ minW: 0, maxW: '3xl' })}>
          {before}
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={sectionStyle}>
              <h2 id={`${s.id}-title`} className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'text' })}>
                <span className={css({ color: 'gold.400', mr: '3' })}>{i + 1}.</span>
                {s.title}
              </h2>
              <div className={css({ mt: '5' })}>
                <div className={prose}>{s.body}</div>
              </div>
            </section>
          ))}
          {after}
        </div>
      </div>
    </article>
  );
}

/** A highlighted box inside a legal page (important notice, help card). */
export function LegalCallout({ title, children, id, actions }: { title: string; children: ReactNode; id: string; actions?: ReactNode }) {
  return (
    <aside aria-labelledby={id} className={callout}>
      <h2 id={id} className={css({ fontFamily: 'display', fontSize: '2xl', fontWeight: '600', color: 'gold.300' })}>{title}</h2>
      <div className={css({ mt: '3' })}>
        <div className={prose}>{children}</div>
      </div>
      {actions ? <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>{actions}</div> : null}
    </aside>
  );
}

const hero = css({
  pt: { base: '36', md: '44' },
  pb: { base: '12', md: '16' },
  borderBottom: '1px solid {colors.line}',
  bg: 'radial-gradient(ellipse 70% 80% at 15% 0%, rgba(201,165,92,0.16), transparent 70%), {colors.bg}',
});
const toc = css({
  alignSelf: 'start',
  position: { lg: 'sticky' },
  top: { lg: '28' },
  p: { base: '5', lg: '0' },
  bg: { base: 'surface', lg: 'transparent' },
  border: { base: '1px solid', lg: 'none' },
  borderColor: 'line',
  borderRadius: 'card',
});
const tocLink = css({
  display: 'flex',
  gap: '3',
  py: '2',
  fontSize: 'sm',
  color: 'mist.200',
  textDecoration: 'none',
  lineHeight: '1.4',
  transition: 'color 0.25s',
  _hover: { color: 'gold.300' },
  _reducedMotion: { transition: 'none' },
});
const sectionStyle = css({
  scrollMarginTop: '28',
  py: { base: '8', md: '10' },
  borderBottom: '1px solid {colors.line}',
  '&:last-of-type': { borderBottom: 'none' },
});
const prose = css({
  display: 'grid',
  gap: '4',
  color: 'mist.200',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.8',
  '& ul': { display: 'grid', gap: '2', pl: '5', listStyle: 'disc', '& li::marker': { color: 'gold.500' } },
  '& strong': { color: 'text', fontWeight: '600' },
  '& a': { color: 'gold.300', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'gold.400' } },
});
const callout = css({
  my: '8',
  p: { base: '6', md: '8' },
  borderRadius: 'card',
  border: '1px solid',
  borderColor: 'rgba(201,165,92,0.35)',
  bg: 'radial-gradient(ellipse at 0% 0%, rgba(201,165,92,0.12), transparent 70%), {colors.ink.900}',
});
