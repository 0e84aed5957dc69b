import type { ComponentProps, ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import { Field as FieldFrame } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ListSelect, type ListSelectOption } from '../../../components/ui/list-select';
import { Textarea } from '../../../components/ui/textarea';

/** The portal's form controls: the design system's `outline` look (dark inset, gold focus, red problems). */
type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  /** Shown under the control; a problem wins over the hint. */
  hint?: ReactNode;
  problem?: string | null;
  /** Right of the label, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required?: boolean }) => ReactNode;
};

/** Label, control, and the hint or problem under it, wired with ids for assistive technology. */
export function Field({ id, label, required, hint, problem, aside, className, children }: FieldProps) {
  const note = noteOf(id, hint, problem);
  return (
    <Frame className={className} label={<FieldFrame.Label htmlFor={id}>{label}{required ? <Required /> : null}</FieldFrame.Label>} aside={aside} note={note}>
      {children({ id, 'aria-invalid': Boolean(problem), 'aria-describedby': note.id, required })}
    </Frame>
  );
}

type SelectFieldProps = Omit<FieldProps, 'children'> & {
  value: string;
  options: readonly ListSelectOption[];
  onValueChange: (value: string) => void;
  /** Shown while no option is chosen (the value is ''). */
  placeholder: string;
  /** Focus left the select. */
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
};

/** A Field whose control is the portal's select (the label is the select's own, so it names the combobox). */
export function SelectField({ id, label, required, hint, problem, aside, className, placeholder, onBlur, triggerRef, ...select }: SelectFieldProps) {
  const note = noteOf(id, hint, problem);
  return (
    <ListSelect.Root id={id} invalid={Boolean(problem)} required={required} className={className} {...select}>
      <Frame label={<ListSelect.Label>{label}{required ? <Required /> : null}</ListSelect.Label>} aside={aside} note={note}>
        <ListSelect.Control placeholder={placeholder} aria-describedby={note.id} onBlur={onBlur} triggerRef={triggerRef} />
      </Frame>
    </ListSelect.Root>
  );
}

/** The note under a control: a problem wins over the hint. */
const noteOf = (id: string, hint: ReactNode, problem: string | null | undefined) => {
  const text = problem ?? hint;
  return { id: text ? `${id}-note` : undefined, text, Note: problem ? FieldFrame.ErrorText : FieldFrame.HelperText };
};

const Required = () => <FieldFrame.RequiredIndicator> *</FieldFrame.RequiredIndicator>;

function Frame({ label, aside, note, className, children }: { label: ReactNode; aside?: ReactNode; note: ReturnType<typeof noteOf>; className?: string; children: ReactNode }) {
  return (
    <FieldFrame.Root variant="outline" className={className}>
      <div className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' })}>
        {label}
        {aside}
      </div>
      {children}
      {note.text ? <note.Note id={note.id}>{note.text}</note.Note> : null}
    </FieldFrame.Root>
  );
}

export function TextInput(props: ComponentProps<'input'>) {
  return <Input variant="outline" {...props} />;
}

export function TextArea(props: ComponentProps<'textarea'>) {
  return <Textarea variant="outline" {...props} />;
}
