import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * A portal work page (the fleet, the inbox, the trash): its eyebrow and title, a short lead line under the title when
 * the page needs one, the page's actions beside them, then the page.
 */
export function AdminPageFrame({ eyebrow, title, lead, actions, children }: { eyebrow: string; title: string; lead?: ReactNode; actions: ReactNode; children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: { base: '6', md: '8' }, w: 'full', maxW: '1600px', mx: 'auto' })}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4' })}>
        <div>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{eyebrow}</p>
          <h1 className={css({ mt: '2', textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, color: 'text' })}>{title}</h1>
          {lead ? <p className={css({ mt: '3', maxW: '62ch', color: 'mist.200', fontSize: { base: 'sm', md: 'md' }, lineHeight: '1.6' })}>{lead}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
