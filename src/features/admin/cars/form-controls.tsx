import type { ComponentProps, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Field as FieldFrame } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
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
  const noteId = `${id}-note`;
  const note = problem ?? hint;
  const Note = problem ? FieldFrame.ErrorText : FieldFrame.HelperText;
  return (
    <FieldFrame.Root variant="outline" className={className}>
      <div className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' })}>
        <FieldFrame.Label htmlFor={id}>
          {label}
          {required ? <FieldFrame.RequiredIndicator> *</FieldFrame.RequiredIndicator> : null}
        </FieldFrame.Label>
        {aside}
      </div>
      {children({ id, 'aria-invalid': Boolean(problem), 'aria-describedby': note ? noteId : undefined, required })}
      {note ? <Note id={noteId}>{note}</Note> : null}
    </FieldFrame.Root>
  );
}

export function TextInput(props: ComponentProps<'input'>) {
  return <Input variant="outline" {...props} />;
}

export function TextArea(props: ComponentProps<'textarea'>) {
  return <Textarea variant="outline" {...props} />;
}

export function SelectInput(props: ComponentProps<'select'>) {
  return <Select variant="outline" {...props} />;
}
