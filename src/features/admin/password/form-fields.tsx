import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useMessageText } from '../../../i18n/locale-context';
import type { Message } from '../../../../domain/message';

/** Labelled inputs of the admin sign-in and password screens. Uncontrolled: what was typed survives a refused submit. */
type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className'> & { id: string; label: string; hint?: ReactNode };

export function AdminField({ id, label, hint, ...input }: InputProps) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} {...input} />
      {hint}
    </Field.Root>
  );
}

/** A password input with a labelled show/hide button (aria-pressed) inside it. */
export function PasswordField({ id, label, hint, showLabel, ...input }: Omit<InputProps, 'type'> & { showLabel: string }) {
  // Purely visual (the input's type); no flow depends on it, so it is not a machine's state.
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <div className={css({ position: 'relative' })}>
        <Input id={id} type={visible ? 'text' : 'password'} className={css({ pe: '12' })} {...input} />
        <button type="button" aria-pressed={visible} aria-controls={id} className={eye} onClick={() => setVisible((v) => !v)}>
          <EyeIcon crossed={visible} />
          <span className={css({ srOnly: true })}>{showLabel}</span>
        </button>
      </div>
      {hint}
    </Field.Root>
  );
}

/**
 * The server's or a rule's message (a descriptor, domain/message.ts), shown in the page's language and
 * announced at once. Always in the DOM so screen readers hear a change.
 */
export function FormAlert({ message, tone = 'error' }: { message: Message | null; tone?: 'error' | 'success' }) {
  const say = useMessageText();
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'} className={css({ _empty: { display: 'none' } })}>
      {message ? <p className={alert} data-tone={tone}>{say(message)}</p> : null}
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

const eye = css({
  position: 'absolute',
  insetInlineEnd: '1',
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
  '&[data-tone=error]': { color: 'danger.text', bg: 'danger.soft', borderColor: 'danger.line' },
  '&[data-tone=success]': { color: 'success.text', bg: 'success.soft', borderColor: 'success.line' },
});
