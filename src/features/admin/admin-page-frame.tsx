import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A portal work page (the fleet, the inbox): its eyebrow and title with the page's actions beside them, then the page. */
export function AdminPageFrame({ eyebrow, title, actions, children }: { eyebrow: string; title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: { base: '6', md: '8' }, w: 'full', maxW: '1600px', mx: 'auto' })}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4' })}>
        <div>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{eyebrow}</p>
          <h1 className={css({ mt: '2', textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, color: 'text' })}>{title}</h1>
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
