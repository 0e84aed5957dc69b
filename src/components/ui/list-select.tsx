import { createContext, useCallback, useContext, useMemo, useState, type FocusEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { Select as ArkSelect, createListCollection, useSelectContext } from '@ark-ui/react/select';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { field } from '../../theme/recipes/field';
import { listSelect } from '../../theme/recipes/list-select';
import { lineIconSet } from './line-icon';

/**
 * The portal's select: Ark's Select (a combobox button and its listbox; arrows, Home/End, typeahead, Enter/Space,
 * Escape, focus back on the trigger) in the house look. Values are plain strings, '' included (Zag reads '' as "no
 * highlight", so it is carried as EMPTY inside). Inside a dialog the list is portalled into the dialog's content
 * (its focus trap and layer), elsewhere into the body. With a `name`, a native select mirrors the value for forms.
 *
 *   <ListSelect.Root id="…" value={…} options={…} onValueChange={…}>
 *     <ListSelect.Label>…</ListSelect.Label>
 *     <ListSelect.Control aria-describedby="…" />
 *   </ListSelect.Root>
 */
export type ListSelectOption = { value: string; label: string; disabled?: boolean };

type RootProps = {
  /** The trigger's id (a hint's aria-describedby, a form's focus moves and the tests find it). */
  id: string;
  /** The chosen option's value; one no option has ('' where there is no 'all' option) shows the placeholder. */
  value: string;
  options: readonly ListSelectOption[];
  onValueChange: (value: string) => void;
  disabled?: boolean;
  /** A write in flight: the value stands still, the trigger keeps focus and says it is busy. */
  busy?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** Form data: a hidden native select of this name mirrors the value (and `required` blocks a submit without one). */
  name?: string;
  className?: string;
  children: ReactNode;
};

const EMPTY = '::empty';
const inner = (value: string) => (value === '' ? EMPTY : value);
const outer = (value: string | undefined) => (value === undefined || value === EMPTY ? '' : value);
const classes = listSelect();
const labelClass = field({ variant: 'outline' }).label;
const Glyph = lineIconSet({ chevron: 'M6 9l6 6 6-6', check: 'M5 12.5l4.5 4.5L19 7' }, { size: 16, strokeWidth: 1.75 });

/** What the parts need of the root: its id (the trigger's) and whether a write is in flight. */
const Shared = createContext({ id: '', busy: false });

function Root({ id, value, options, onValueChange, disabled, busy = false, invalid, required, name, className, children }: RootProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...options],
        itemToValue: (o) => inner(o.value),
        itemToString: (o) => o.label,
        isItemDisabled: (o) => Boolean(o.disabled),
      }),
    [options],
  );
  // Ids of our own: the trigger's is the caller's, an option's its index (values may hold spaces).
  const ids = useMemo(
    () => ({ trigger: id, label: `${id}-label`, content: `${id}-listbox`, item: (v: string | number) => `${id}-option-${collection.indexOf(String(v))}` }),
    [id, collection],
  );
  const shared = useMemo(() => ({ id, busy }), [id, busy]);
  return (
    <ArkSelect.Root
      className={className}
      ids={ids}
      collection={collection}
      value={collection.has(inner(value)) ? [inner(value)] : []}
      onValueChange={(details) => onValueChange(outer(details.value[0]))}
      // At least the trigger's width (the recipe), wider for a long name rather than wrapping it.
      positioning={{ placement: 'bottom-start', gutter: 6, fitViewport: true }}
      // The list exists while open only: the label then names one element (the trigger) while closed.
      lazyMount
      unmountOnExit
      disabled={disabled}
      readOnly={busy}
      invalid={invalid}
      required={required}
    >
      <Shared.Provider value={shared}>{children}</Shared.Provider>
      {name ? (
        <select
          name={name}
          value={value}
          required={required}
          disabled={disabled}
          aria-hidden="true"
          tabIndex={-1}
          className={srOnly}
          onFocus={() => document.getElementById(id)?.focus()}
          onChange={(e) => onValueChange(e.currentTarget.value)}
        >
          {options.some((o) => o.value === value) ? null : <option value={value} />}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : null}
    </ArkSelect.Root>
  );
}

const srOnly = css({ srOnly: true });

const Label = ({ className, ...rest }: ArkSelect.LabelProps) => <ArkSelect.Label className={cx(labelClass, className)} {...rest} />;

type ControlProps = {
  placeholder?: string;
  'aria-describedby'?: string | undefined;
  /** Focus left the select (its trigger and its list), as a native control's blur. */
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  className?: string;
};

/** The trigger (the value, a chevron) and its list of options, the chosen one checked. */
function Control({ placeholder, onBlur, triggerRef, className, ...aria }: ControlProps) {
  const { id, busy } = useContext(Shared);
  const [host, findHost] = useDialogHost();
  const left = (e: FocusEvent) => {
    const next = e.relatedTarget;
    const inside = next instanceof Node && (next === document.getElementById(id) || document.getElementById(`${id}-listbox`)?.contains(next));
    if (!inside) onBlur?.();
  };
  return (
    <>
      <ArkSelect.Trigger ref={triggerRef} className={cx(classes.trigger, className)} aria-busy={busy || undefined} onBlur={left} {...aria}>
        <ArkSelect.ValueText className={classes.valueText} placeholder={placeholder} />
        <ArkSelect.Indicator ref={findHost} className={classes.indicator}>
          <Glyph name="chevron" />
        </ArkSelect.Indicator>
      </ArkSelect.Trigger>
      <Portal container={host}>
        <ArkSelect.Positioner>
          <ArkSelect.Content className={classes.content} onBlur={left}>
            <Items />
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
    </>
  );
}

function Items() {
  const { collection } = useSelectContext();
  return (collection.items as ListSelectOption[]).map((item) => (
    <ArkSelect.Item key={item.value} item={item} className={classes.item}>
      <ArkSelect.ItemText className={classes.itemText}>{item.label}</ArkSelect.ItemText>
      <ArkSelect.ItemIndicator className={classes.itemIndicator}>
        <Glyph name="check" />
      </ArkSelect.ItemIndicator>
    </ArkSelect.Item>
  ));
}

/**
 * The content of the dialog the select is in, if any (found from a ref on one of its parts): the list is portalled
 * there, inside the dialog's focus trap and layer; elsewhere (undefined) into the body.
 */
function useDialogHost() {
  const [host, setHost] = useState<RefObject<HTMLElement | null>>();
  const find = useCallback((part: HTMLElement | null) => {
    const content = part?.closest<HTMLElement>('[data-scope="dialog"][data-part="content"]');
    if (content) setHost({ current: content });
  }, []);
  return [host, find] as const;
}

type FieldProps = Omit<RootProps, 'children'> & { label: ReactNode; placeholder?: string; 'aria-describedby'?: string };

/** A labelled select in one: the label above (or beside, as the caller's layout puts it), then the control. */
function Field({ label, placeholder, 'aria-describedby': describedBy, ...root }: FieldProps) {
  return (
    <Root {...root}>
      <Label>{label}</Label>
      <Control placeholder={placeholder} aria-describedby={describedBy} />
    </Root>
  );
}

export const ListSelect = { Root, Label, Control, Field };
