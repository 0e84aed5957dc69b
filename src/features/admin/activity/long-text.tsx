import { css } from 'styled-system/css';
import { useActivityText } from './use-activity-text';

/**
 * A long value: its start, then 'Show all' opens the whole text (a native disclosure: keyboard and screen readers
 * know it). Open, the start gives way to the whole text and the toggle reads 'Show less'. The disclosure takes the
 * text's own direction (`dir="auto"`, from the text's first letter: not isolated, so that it can): an English
 * description on an Arabic page reads left to right, and the other way round.
 */
export function LongText({ start, full }: { start: string; full: string }) {
  const text = useActivityText();
  return (
    <details dir="auto" className={details}>
      <summary className={summary}>
        <span data-start="">{start}… </span>
        <span data-toggle="" className={toggle}>
          <span data-more="">{text.showAll}</span>
          <span data-less="">{text.showLess}</span>
        </span>
      </summary>
      {full}
    </details>
  );
}

const details = css({
  display: 'block',
  '&:not([open]) [data-less]': { display: 'none' },
  '&[open] [data-more], &[open] [data-start]': { display: 'none' },
  '&[open] > summary': { mb: '1' },
});
const summary = css({
  display: 'block',
  listStyle: 'none',
  cursor: 'pointer',
  borderRadius: '4px',
  '&::-webkit-details-marker': { display: 'none' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
});
const toggle = css({ color: 'gold.300', fontSize: 'xs', fontWeight: '600', whiteSpace: 'nowrap', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'gold.200' } });
