import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/** Labelled inputs of the admin sign-in and password screens. Uncontrolled: what was typed survives a refused submit. */
type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className'> & { id: string; label: string; hint?: ReactNode };

export function AdminField({ id, label, hint, ...input }: InputProps) {
  return (
    <div className={field}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <input id={id} className={control} {...input} />
      {hint}
    </div>
  );
}

/** A password input with a labelled show/hide button (aria-pressed) inside it. */
export function PasswordField({ id, label, hint, showLabel, ...input }: Omit<InputProps, 'type'> & { showLabel: string }) {
  // Purely visual (the input's type); no flow depends on it, so it is not a machine's state.
  const [visible, setVisible] = useState(false);
  return (
    <div className={field}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <div className={css({ position: 'relative' })}>
        <input id={id} type={visible ? 'text' : 'password'} className={cx(control, css({ pr: '12' }))} {...input} />
        <button type="button" aria-pressed={visible} aria-controls={id} className={eye} onClick={() => setVisible((v) => !v)}>
          <EyeIcon crossed={visible} />
          <span className={css({ srOnly: true })}>{showLabel}</span>
        </button>
      </div>
      {hint}
    </div>
  );
}

/** The server's or a rule's message, announced at once. Always in the DOM so screen readers hear a change. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'} className={css({ _empty: { display: 'none' } })}>
      {message ? <p className={alert} data-tone={tone}>{message}</p> : null}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="2.8" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

const field = css({ display: 'grid', gap: '2' });
export const labelStyle = css({ fontSize: 'sm', fontWeight: '500', color: 'mist.200', letterSpacing: '0.02em' });

export const control = css({
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
  _reducedMotion: { transition: 'none' },
});

const eye = css({
  position: 'absolute',
  right: '1',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: '8px',
  color: 'mist.300',
  cursor: 'pointer',
  _hover: { color: 'gold.300' },
  '&[aria-pressed=true]': { color: 'gold.300' },
});

const alert = css({
  px: '4',
  py: '3',
  borderRadius: '10px',
  fontSize: 'sm',
  lineHeight: '1.5',
  border: '1px solid',
  '&[data-tone=error]': { color: '#ffb4b4', bg: 'rgba(242,107,107,0.1)', borderColor: 'rgba(242,107,107,0.4)' },
  '&[data-tone=success]': { color: '#9ff0c9', bg: 'rgba(62,207,142,0.1)', borderColor: 'rgba(62,207,142,0.4)' },
});
