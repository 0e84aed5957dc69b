import { css } from 'styled-system/css';
import type { FieldChange } from '../../../../domain/types';
import { Isolate } from '../../../components/bidi';
import { TextArrow } from '../text-arrow';
import { ImagesChange } from './images-change';
import { LongText } from './long-text';
import { clipped, listChange } from './change-values';
import { useActivityText } from './use-activity-text';
import { useChangeText } from './use-change-text';

/** A value longer than this is set on its own line, before above after, instead of 'old → new' on one line. */
const INLINE_MAX = 48;

/**
 * What an edit changed: each field by its label, with the old value and the new one. Short values read on one line
 * (old → new); long texts (a description) stand before and after, each cut with 'Show all'; a list (features) by
 * the items added and removed; images by count, with which were added and removed. Values are what an admin typed: rendered as text.
 */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  const text = useActivityText();
  const { fieldLabel, valueText } = useChangeText();
  return (
    <dl aria-label={text.changesLabel} className={list}>
      {changes.map((change, index) => {
        const label = fieldLabel(change.field);
        if (change.field === 'images') {
          return (
            <div key={index} className={row}>
              <dt className={term}>{label}</dt>
              <dd className={css({ minW: 0 })}>
                <ImagesChange from={change.from} to={change.to} />
              </dd>
            </div>
          );
        }
        const items = listChange(change.from, change.to);
        if (items && (items.added.length > 0 || items.removed.length > 0)) {
          return (
            <div key={index} className={row}>
              <dt className={term}>{label}</dt>
              <dd className={css({ display: 'grid', gap: '1', minW: 0, fontSize: 'sm' })}>
                {items.added.length > 0 ? <Items label={text.added} items={items.added} tone="now" /> : null}
                {items.removed.length > 0 ? <Items label={text.removed} items={items.removed} tone="was" /> : null}
              </dd>
            </div>
          );
        }
        const from = valueText(change.field, change.from);
        const to = valueText(change.field, change.to);
        const long = (from?.length ?? 0) > INLINE_MAX || (to?.length ?? 0) > INLINE_MAX;
        return (
          <div key={index} className={row}>
            <dt className={term}>{label}</dt>
            {long ? (
              <dd className={stacked}>
                <div className={css({ minW: 0 })}>
                  <span className={caption}>{text.was}</span>
                  <Value text={from} tone="was" />
                </div>
                <div className={css({ minW: 0 })}>
                  <span className={caption}>{text.now}</span>
                  <Value text={to} tone="now" />
                </div>
              </dd>
            ) : (
              <dd className={inline}>
                <span className={css({ srOnly: true })}>{text.was} </span>
                <Value text={from} tone="was" />
                <span className={arrow}>
                  <TextArrow to="on" />
                </span>
                <span className={css({ srOnly: true })}> {text.now} </span>
                <Value text={to} tone="now" />
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}

/** The words a list gained or lost, joined. */
function Items({ label, items, tone }: { label: string; items: string[]; tone: 'was' | 'now' }) {
  const text = useActivityText();
  return (
    <p className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '2' })}>
      <span className={css({ minW: '16', color: 'muted', fontSize: 'xs', pt: '0.5' })}>{label}</span>
      <span data-tone={tone} className={value}>
        <Isolate>{items.join(text.listSeparator)}</Isolate>
      </span>
    </p>
  );
}

/** One value: a dash when absent, the text (in its own direction), cut with 'Show all' when long. */
function Value({ text, tone }: { text: string | null; tone: 'was' | 'now' }) {
  const start = text === null ? null : clipped(text);
  if (text !== null && start !== null) {
    return (
      <div data-tone={tone} className={value}>
        <LongText start={start} full={text} />
      </div>
    );
  }
  return (
    <span data-tone={tone} className={value}>
      {text === null ? <span className={css({ color: 'muted' })}>—</span> : <Isolate>{text}</Isolate>}
    </span>
  );
}

const list = css({ display: 'grid', gap: '0', mt: '1', borderTop: '1px solid {colors.line}' });
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '12rem minmax(0, 1fr)' },
  gap: { base: '1', md: '4' },
  py: '2.5',
  borderBottom: '1px solid {colors.line}',
  _last: { borderBottom: 'none', pb: '0' },
});
// Arabic has no capitals to set the small label apart: a size up instead.
const term = css({ color: 'gold.400', fontSize: '2xs', fontWeight: '600', letterSpacing: '0.12em', textTransform: 'uppercase', pt: '0.5', '&:lang(ar)': { fontSize: 'xs', letterSpacing: '0' } });
const caption = css({ display: 'block', mb: '0.5', color: 'muted', fontSize: '2xs', fontWeight: '600', letterSpacing: '0.08em', textTransform: 'uppercase', '&:lang(ar)': { fontSize: 'xs', letterSpacing: '0' } });
const inline = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '2', rowGap: '1', minW: 0, fontSize: 'sm' });
const stacked = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: { base: '3', lg: '6' }, minW: 0, fontSize: 'sm' });
const arrow = css({ color: 'gold.400' });
const value = css({ color: 'text', overflowWrap: 'anywhere', whiteSpace: 'pre-line', '&[data-tone=was]': { color: 'mist.300' } });
