import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { LegalProse } from './legal-prose';

/** A highlighted box inside a legal page (important notice, help card). */
export function LegalCallout({ title, children, id, actions }: { title: string; children: ReactNode; id: string; actions?: ReactNode }) {
  return (
    <aside aria-labelledby={id} className={callout}>
      <h2 id={id} className={css({ textStyle: 'serif', fontSize: '2xl', fontWeight: '600', color: 'gold.300' })}>{title}</h2>
      <div className={css({ mt: '3' })}>
        <LegalProse>{children}</LegalProse>
      </div>
      {actions ? <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>{actions}</div> : null}
    </aside>
  );
}

const callout = css({
  my: '8',
  p: { base: '6', md: '8' },
  layerStyle: 'goldFrame',
  bg: 'radial-gradient(ellipse at 0% 0%, {colors.accent.soft}, transparent 70%), {colors.ink.900}',
  _rtl: { bg: 'radial-gradient(ellipse at 100% 0%, {colors.accent.soft}, transparent 70%), {colors.ink.900}' },
});
