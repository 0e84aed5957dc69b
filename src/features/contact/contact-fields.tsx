import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { ChoiceChip } from '../../components/ui/chip';
import { DatePicker, type DatePickerText } from '../../components/ui/date-picker';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';

/** Labelled form controls of the contact form; an error is tied to its control with aria-describedby. */
type FieldProps = {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  className?: string;
};

/** The id of a field's control (the machine's focus effect finds the first invalid field by it). */
export const fieldId = (name: string) => `contact-${name}`;

function Frame({ name, label, required, error, className, children }: Omit<FieldProps, 'value' | 'onValue'> & { children: ReactNode }) {
  return (
    <Field.Root className={cx(css({ alignContent: 'start' }), className)}>
      <Field.Label htmlFor={fieldId(name)}>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText id={`${fieldId(name)}-error`}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

const a11y = ({ name, error, required }: Pick<FieldProps, 'name' | 'error' | 'required'>) => ({
  id: fieldId(name),
  name,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${fieldId(name)}-error` : undefined,
});

export function TextField(props: FieldProps & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; multiline?: boolean; maxLength: number }) {
  const { type = 'text', autoComplete, multiline, value, onValue, maxLength } = props;
  return (
    <Frame {...props}>
      {multiline ? (
        <Textarea {...a11y(props)} rows={6} maxLength={maxLength} value={value} onChange={(e) => onValue(e.target.value)} />
      ) : (
        <Input {...a11y(props)} type={type} autoComplete={autoComplete} maxLength={maxLength} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
    </Frame>
  );
}

/** A day (YYYY-MM-DD, '' for none) typed or picked on the design system's calendar. */
export function DateField(props: FieldProps & { min: string; max: string; locale: string; text: DatePickerText }) {
  const { name, value, onValue, min, max, locale, text, error } = props;
  return (
    <Frame {...props}>
      <DatePicker
        id={fieldId(name)}
        name={name}
        value={value}
        onValue={onValue}
        min={min}
        max={max}
        locale={locale}
        text={text}
        invalid={Boolean(error)}
        aria-describedby={error ? `${fieldId(name)}-error` : undefined}
      />
    </Frame>
  );
}

/**
 * The honeypot: an input no person meets (off-screen, out of the tab order, hidden from assistive tech, never
 * autofilled). A bot that fills every field fills it; the server then answers as sent and keeps nothing.
 */
export function Honeypot({ label, value, onValue }: { label: string; value: string; onValue: (value: string) => void }) {
  return (
    <div aria-hidden="true" className={css({ position: 'absolute', insetInlineStart: '-10000px', top: 'auto', w: '1px', h: '1px', overflow: 'hidden' })}>
      <label htmlFor={fieldId('website')}>{label}</label>
      <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onValue(e.target.value)} />
    </div>
  );
}

export function SelectField(props: FieldProps & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const { value, onValue, placeholder, options } = props;
  return (
    <Frame {...props}>
      <Select {...a11y(props)} value={value} onChange={(e) => onValue(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </Select>
    </Frame>
  );
}

/** A radio group in a fieldset whose legend names it. */
export function ChoiceField({ name, label, value, onValue, options, className }: Omit<FieldProps, 'error' | 'required'> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <fieldset className={cx(css({ display: 'grid', gap: '2' }), className)}>
      <Field.Legend>{label}</Field.Legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {options.map((o) => (
          <ChoiceChip key={o.value} name={name} value={o.value} checked={value === o.value} onChange={() => onValue(o.value)}>
            {o.label}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  );
}
