import { css, cx } from 'styled-system/css';
import { useVehicleTerm } from '../../config/vehicle-term';
import { useCopy, useLocale, useMessages } from '../../i18n/locale-context';
import { cardImage } from '../../components/car-card/car-card';
import { carName } from '../../../domain/car-page';
import { fleetText } from './fleet-text';
import type { SearchBoxState } from './use-search-box';

type Props = Pick<SearchBoxState, 'actor' | 'open' | 'busy' | 'results' | 'highlighted' | 'listId' | 'optionId' | 'expanded'>;

/** The search box's popup: the live status line (searching / no suggestions) and the listbox of suggested cars. */
export function SearchSuggestions({ actor, open, busy, results, highlighted, listId, optionId, expanded }: Props) {
  const term = useVehicleTerm();
  const msg = useMessages();
  const text = useCopy(fleetText).FLEET_TEXT;
  const locale = useLocale();
  return (
    <>
      <p role="status" className={open && !expanded ? cx(popup, css({ px: '5', py: '4' })) : css({ srOnly: true })}>
        {open && busy ? msg.searching : null}
        {open && !busy && results.length === 0 ? msg.noSuggestions : null}
      </p>
      {expanded ? (
        <ul id={listId} role="listbox" aria-label={text.searchLabel} className={popup}>
          {results.map((car, i) => {
            const image = cardImage(car, locale);
            return (
              <li
                key={car._id}
                id={optionId(i)}
                role="option"
                aria-selected={i === highlighted}
                className={option}
                // Keep focus in the box: the click chooses, the blur would close first.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => i !== highlighted && actor.send({ type: 'highlight.set', index: i })}
                onClick={() => actor.send({ type: 'option.choose', index: i })}
              >
                <img src={image.url} alt="" width={96} height={60} loading="lazy" className={thumb} />
                <span className={css({ display: 'grid', minW: 0 })}>
                  <span className={css({ color: 'text', fontWeight: '600', truncate: true })}>{car.name || carName(car)}</span>
                  <span className={css({ color: 'muted', fontSize: 'xs', truncate: true })}>
                    {car.brand} · {car.model} · {term(car.category)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

const popup = css({
  position: 'absolute',
  zIndex: 30,
  top: 'calc(100% + 8px)',
  insetX: '0',
  maxH: '26rem',
  overflowY: 'auto',
  p: '2',
  m: '0',
  borderRadius: 'card',
  bg: 'ink.850',
  border: '1px solid',
  borderColor: 'accent.line',
  boxShadow: 'popover',
  color: 'muted',
  fontSize: 'sm',
  textAlign: 'start',
});
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '2',
  borderRadius: '10px',
  cursor: 'pointer',
  '&[aria-selected=true]': { bg: 'accent.muted', outline: '1px solid {colors.gold.600}' },
});
const thumb = css({ w: '16', h: '10', objectFit: 'cover', borderRadius: '6px', flexShrink: 0, bg: 'ink.950' });
