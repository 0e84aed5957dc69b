import { css } from 'styled-system/css';
import { useLegalText } from './legal-text';

export type StorageItem = { key: string; where: string; who: string; purpose: string; kept: string };

/** The cookie page's list of what the site stores, one card per item. */
export function StorageList({ items }: { items: readonly StorageItem[] }) {
  const label = useLegalText().storage;
  return (
    <ul className={css({ listStyle: 'none!', ps: '0!', gap: '4!' })}>
      {items.map((item) => (
        <li key={item.key} className={css({ p: '5', layerStyle: 'panel' })}>
          <p className={css({ fontFamily: 'mono', color: 'gold.300', fontSize: 'md' })}>{item.key}</p>
          <dl className={css({ mt: '3', display: 'grid', gridTemplateColumns: { base: '1fr', sm: '8rem 1fr' }, columnGap: '4', rowGap: '1', fontSize: 'md' })}>
            <dt className={term}>{label.where}</dt>
            <dd>{item.where}</dd>
            <dt className={term}>{label.who}</dt>
            <dd>{item.who}</dd>
            <dt className={term}>{label.purpose}</dt>
            <dd>{item.purpose}</dd>
            <dt className={term}>{label.kept}</dt>
            <dd>{item.kept}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const term = css({ color: 'muted', fontSize: 'sm', pt: { sm: '0.5' } });
