import { css } from 'styled-system/css';
import type { LegalSection } from './legal-layout';
import { LegalProse } from './legal-prose';

/** The numbered sections of a legal page; each is a target of the table of contents. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return sections.map((s, i) => (
    <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={sectionStyle}>
      <h2 id={`${s.id}-title`} className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'text' })}>
        <span className={css({ color: 'gold.400', me: '3' })}>{i + 1}.</span>
        {s.title}
      </h2>
      <div className={css({ mt: '5' })}>
        <LegalProse>{s.body}</LegalProse>
      </div>
    </section>
  ));
}

const sectionStyle = css({
  scrollMarginTop: '28',
  py: { base: '8', md: '10' },
  borderBottom: '1px solid {colors.line}',
  '&:last-of-type': { borderBottom: 'none' },
});
