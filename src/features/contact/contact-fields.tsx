import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

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
    <div className={cx(css({ display: 'grid', gap: '2', alignContent: 'start' }), className)}>
      <label htmlFor={fieldId(name)} className={labelStyle}>
        {label}
        {required ? <span aria-hidden="true" className={css({ color: 'gold.400', ml: '1' })}>*</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${fieldId(name)}-error`} className={css({ color: 'status.red', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const a11y = ({ name, error, required }: Pick<FieldProps, 'name' | 'error' | 'required'>) => ({
  id: fieldId(name),
  name,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${fieldId(name)}-error` : undefined,
});

export function TextField(props: FieldProps & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; multiline?: boolean }) {
  const { type = 'text', autoComplete, multiline, value, onValue } = props;
  return (
    <Frame {...props}>
      {multiline ? (
        <textarea {...a11y(props)} rows={6} value={value} onChange={(e) => onValue(e.target.value)} className={cx(control, css({ minH: '40', resize: 'vertical', py: '3' }))} />
      ) : (
        <input {...a11y(props)} type={type} autoComplete={autoComplete} value={value} onChange={(e) => onValue(e.target.value)} className={control} />
      )}
    </Frame>
  );
}

export function SelectField(props: FieldProps & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const { value, onValue, placeholder, options } = props;
  return (
    <Frame {...props}>
      <select {...a11y(props)} value={value} onChange={(e) => onValue(e.target.value)} className={cx(control, selectStyle)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </Frame>
  );
}

/** A radio group in a fieldset whose legend names it. */
export function ChoiceField({ name, label, value, onValue, options, className }: Omit<FieldProps, 'error' | 'required'> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <fieldset className={cx(css({ display: 'grid', gap: '2' }), className)}>
      <legend className={cx(labelStyle, css({ mb: '2' }))}>{label}</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {options.map((o) => (
          <label key={o.value} className={choice}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onValue(o.value)} className={css({ accentColor: 'gold.500', w: '4', h: '4' })} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const labelStyle = css({ fontSize: 'sm', fontWeight: '500', color: 'mist.200', letterSpacing: '0.02em' });

const control = css({
  w: 'full',
  minH: '12',
  px: '4',
  bg: 'raised',
  color: 'text',
  border: '1px solid',
  borderColor: 'rgba(255,255,255,0.14)',
  borderRadius: '10px',
  fontSize: 'md',
  colorScheme: 'dark',
  transition: 'border-color 0.25s, box-shadow 0.25s',
  _placeholder: { color: 'mist.400' },
  _hover: { borderColor: 'rgba(255,255,255,0.26)' },
  _focusVisible: { outline: 'none', borderColor: 'gold.400', boxShadow: '0 0 0 3px rgba(201,165,92,0.35)' },
  '&[aria-invalid=true]': { borderColor: 'status.red' },
  _reducedMotion: { transition: 'none' },
});

const selectStyle = css({
  appearance: 'none',
  pr: '10',
  cursor: 'pointer',
  bgImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23dcc080' stroke-width='2'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")",
  bgRepeat: 'no-repeat',
  bgPosition: 'right 0.9rem center',
  bgSize: '1.1rem',
});

const choice = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '4',
  border: '1px solid',
  borderColor: 'rgba(255,255,255,0.14)',
  borderRadius: 'pill',
  color: 'mist.200',
  fontSize: 'sm',
  cursor: 'pointer',
  transition: 'border-color 0.25s, background 0.25s',
  _hover: { borderColor: 'gold.600' },
  '&:has(input:checked)': { borderColor: 'gold.500', bg: 'rgba(201,165,92,0.12)', color: 'text' },
  '&:has(input:focus-visible)': { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  _reducedMotion: { transition: 'none' },
});
