import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { container } from '../../components/ui/section';
import { useFormat } from '../../i18n/locale-context';
import { LEGAL_UPDATED, useLegalText } from './legal-text';

/** The title band of a legal page: eyebrow, title (the article's label), lead and the last-updated date. */
export function LegalHero({ title, lead }: { title: string; lead: ReactNode }) {
  const text = useLegalText();
  const format = useFormat();
  return (
    <header className={hero}>
      <div className={container}>
        <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{text.eyebrow}</p>
        <h1 id="legal-title" className={css({ textStyle: 'display', mt: '4', fontSize: { base: '5xl', md: '6xl' }, textWrap: 'balance' })}>{title}</h1>
        <p className={css({ mt: '5', maxW: '3xl', color: 'mist.200', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.75' })}>{lead}</p>
        <p className={css({ mt: '6', fontSize: 'sm', color: 'muted' })}>{text.updated(format.date(LEGAL_UPDATED))}</p>
      </div>
    </header>
  );
}

const hero = css({
  pt: { base: '36', md: '44' },
  pb: { base: '12', md: '16' },
  borderBottom: '1px solid {colors.line}',
  bg: 'radial-gradient(ellipse 70% 80% at 15% 0%, {colors.accent.muted}, transparent 70%), {colors.bg}',
  // The glow rises behind the start of the title, on the right in Arabic.
  _rtl: { bg: 'radial-gradient(ellipse 70% 80% at 85% 0%, {colors.accent.muted}, transparent 70%), {colors.bg}' },
});
