import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A titled group of the car form (a fieldset, so assistive technology announces the group). */
export function FormSection({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={css({ display: 'grid', gap: '5', minW: 0, pt: '6', borderTop: '1px solid {colors.line}' })}>
      <legend className={css({ float: 'inline-start', w: 'full', textStyle: 'eyebrow', color: 'gold.400' })}>{title}</legend>
      {lead ? <p className={css({ fontSize: 'sm', color: 'muted', lineHeight: '1.6', mt: '-3' })}>{lead}</p> : null}
      {children}
    </fieldset>
  );
}

export const twoColumns = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } });
