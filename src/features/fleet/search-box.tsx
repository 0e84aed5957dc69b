import { css } from 'styled-system/css';
import type { CollectionRef } from '../../../machines/collection/collection.machine';
import { useCopy } from '../../i18n/locale-context';
import { fleetText } from './fleet-text';
import { FleetIcon } from '../../components/icons/fleet-icons';
import { SearchSuggestions } from './search-suggestions';
import { useSearchBox } from './use-search-box';

/**
 * The /cars search box with suggestions: an ARIA 1.2 combobox (input + listbox, aria-activedescendant) driven by the
 * autocomplete machine. Choosing a suggestion opens that car; Enter without one searches the list for the text.
 */
export function SearchBox({ collection }: { collection: CollectionRef }) {
  const box = useSearchBox(collection);
  const copy = useCopy(fleetText).FLEET_TEXT;
  const { id, actor, text, highlighted, listId, optionId, expanded, onKeyDown } = box;

  return (
    <form role="search" className={wrap} onSubmit={(e) => (e.preventDefault(), actor.send({ type: 'input.enter' }))}>
      <label htmlFor={`${id}-input`} className={css({ srOnly: true })}>
        {copy.searchLabel}
      </label>
      <span className={icon}>
        <FleetIcon name="search" size={20} />
      </span>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={copy.searchPlaceholder}
        value={text}
        onChange={(e) => actor.send({ type: 'input.change', value: e.target.value })}
        onKeyDown={onKeyDown}
        onBlur={() => actor.send({ type: 'list.close' })}
        className={input}
      />
      <SearchSuggestions {...box} />
    </form>
  );
}

const wrap = css({ position: 'relative', w: 'full', maxW: '2xl', mx: 'auto' });
const icon = css({ position: 'absolute', insetInlineStart: '5', top: '50%', transform: 'translateY(-50%)', color: 'gold.400', pointerEvents: 'none' });
const input = css({
  w: 'full',
  h: '14',
  ps: '14',
  pe: '5',
  borderRadius: 'pill',
  bg: 'glass.soft',
  border: '1px solid',
  borderColor: 'line.strong',
  color: 'text',
  fontSize: 'md',
  transition: 'border-color 0.25s, background 0.25s',
  _placeholder: { color: 'mist.400' },
  _focusVisible: { outline: 'none', borderColor: 'gold.400', bg: 'glass.medium' },
  _reducedMotion: { transition: 'none' },
});
