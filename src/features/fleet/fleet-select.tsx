import { css, cx } from 'styled-system/css';
import type { Option } from './fleet-copy';

/**
 * A labelled native select in the house style. While the list is busy it is marked aria-disabled (not disabled,
 * so focus stays put); the machine ignores changes then and the controlled value snaps back.
 */
export function FleetSelect({ id, label, allLabel, options, value, busy, onChange, compact = false }: {
  id: string;
  label: string;
  /** Show the label only from md up (it stays the select's accessible name everywhere). */
  compact?: boolean;
  /** The first option, value '' (no filter); omitted for a required choice such as the sort order. */
  allLabel?: string;
  options: readonly Option[];
  value: string;
  busy: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <label htmlFor={id} className={compact ? cx(labelStyle, css({ srOnly: { base: true, md: false } })) : labelStyle}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-disabled={busy || undefined}
        onChange={(e) => !busy && onChange(e.target.value)}
        className={select}
      >
        {allLabel ? <option value="">{allLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const labelStyle = css({ textStyle: 'eyebrow', color: 'gold.400' });
const select = css({
  appearance: 'none',
  w: 'full',
  h: '11',
  ps: '4',
  pe: '10',
  borderRadius: '10px',
  border: '1px solid',
  borderColor: 'line.strong',
  bg: 'ink.850',
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%23dcc080' stroke-width='2'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 14px center',
  _rtl: { backgroundPosition: 'left 14px center' },
  color: 'text',
  fontSize: 'sm',
  cursor: 'pointer',
  transition: 'border-color 0.25s',
  _hover: { borderColor: 'gold.600' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  '&[aria-disabled=true]': { opacity: 0.55, cursor: 'progress' },
  '& option': { bg: 'ink.850', color: 'text' },
  _reducedMotion: { transition: 'none' },
});
