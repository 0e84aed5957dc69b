import { css } from 'styled-system/css';
import { useFormat } from '../../i18n/locale-context';
import { useLegalText } from './legal-text';
import type { LegalSection } from './legal-layout';

/** "On this page": the numbered table of contents, sticky beside the text on wide screens. */
export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  const text = useLegalText();
  const format = useFormat();
  return (
    <nav aria-labelledby="toc-title" className={toc}>
      <h2 id="toc-title" className={css({ textStyle: 'eyebrow', color: 'mist.300', mb: '4' })}>{text.toc}</h2>
      <ol className={css({ display: 'grid', gap: '1' })}>
        {sections.map((s, i) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className={tocLink}>
              <span aria-hidden="true" className={css({ color: 'gold.400' })}>{format.number(i + 1, { minimumIntegerDigits: 2 })}</span>
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

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
