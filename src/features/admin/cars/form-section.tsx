import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * A titled group of the car form (a fieldset, so assistive technology announces the group). `mark`: a letter drawn
 * before the title in a small gold ring (the Arabic words' 'ع'), decoration only.
 */
export function FormSection({ title, lead, mark, children }: { title: string; lead?: ReactNode; mark?: string; children: ReactNode }) {
  return (
    <fieldset className={css({ display: 'grid', gap: '5', minW: 0, pt: '6', borderTop: '1px solid {colors.line}' })}>
      <legend className={css({ float: 'inline-start', w: 'full', display: 'flex', alignItems: 'center', gap: '2.5', textStyle: 'eyebrow', color: 'gold.400' })}>
        {mark ? (
          <span aria-hidden="true" lang="ar" className={markStyle}>
            {mark}
          </span>
        ) : null}
        {title}
      </legend>
      {lead ? <p className={css({ fontSize: 'sm', color: 'muted', lineHeight: '1.6', mt: '-3' })}>{lead}</p> : null}
      {children}
    </fieldset>
  );
}

const markStyle = css({
  display: 'grid',
  placeItems: 'center',
  w: '7',
  h: '7',
  flexShrink: 0,
  borderRadius: 'pill',
  border: '1px solid {colors.gold.600}',
  bg: 'accent.soft',
  color: 'gold.300',
  fontSize: 'md',
  lineHeight: '1',
  letterSpacing: '0',
  textTransform: 'none',
});

export const twoColumns = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } });
