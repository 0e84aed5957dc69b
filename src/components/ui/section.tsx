import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

export const container = css({ w: 'full', maxW: '1280px', mx: 'auto', px: { base: '5', md: '8' } });

/** A page section with the house rhythm: generous vertical space, centred container. */
export function Section({ id, className, children, labelledBy }: { id?: string; className?: string; children: ReactNode; labelledBy?: string }) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cx(css({ py: { base: '16', md: '24' } }), className)}>
      <div className={container}>{children}</div>
    </section>
  );
}

/** Eyebrow + serif title + optional lead, used at the top of every section. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center', as: Tag = 'h2' }: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  as?: 'h1' | 'h2';
}) {
  return (
    <header className={cx(css({ mb: { base: '10', md: '14' }, maxW: '3xl' }), align === 'center' ? css({ mx: 'auto', textAlign: 'center' }) : undefined)}>
      {eyebrow ? <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mb: '3' })}>{eyebrow}</p> : null}
      <Tag id={id} className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, color: 'text' })}>
        {title}
      </Tag>
      {lead ? <p className={css({ mt: '4', color: 'muted', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.7' })}>{lead}</p> : null}
    </header>
  );
}

export const card = css({
  layerStyle: 'panel',
  overflow: 'hidden',
});
