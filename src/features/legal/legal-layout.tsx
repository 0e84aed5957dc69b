import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from '../../components/ui/section';
import { LegalHero } from './legal-hero';
import { LegalSections } from './legal-sections';
import { LegalToc } from './legal-toc';

export type LegalSection = { id: string; title: string; body: ReactNode };

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
      <LegalHero title={title} lead={lead} />
      <div className={cx(container, css({ display: 'grid', gap: { base: '10', lg: '16' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' }, py: { base: '12', md: '16' } }))}>
        <LegalToc sections={sections} />
        <div className={css({ minW: 0, maxW: '3xl' })}>
          {before}
          <LegalSections sections={sections} />
          {after}
        </div>
      </div>
    </article>
  );
}
