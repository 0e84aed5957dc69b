import type { ComponentProps, ReactNode } from 'react';
import { Switch } from '@ark-ui/react/switch';
import { css, cx } from 'styled-system/css';

/** Shared look of the admin form controls (dark surfaces, gold focus, red problems). */
export const controlStyle = css({
  w: 'full',
  minH: '11',
  px: '3.5',
  py: '2',
  bg: 'ink.950',
  color: 'text',
  border: '1px solid',
  borderColor: 'ink.600',
  borderRadius: '10px',
  fontSize: 'sm',
  colorScheme: 'dark',
  transition: 'border-color 0.25s',
  _placeholder: { color: 'mist.400' },
  _hover: { borderColor: 'mist.400' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '1px', borderColor: 'gold.500' },
  '&[aria-invalid=true]': { borderColor: 'status.red' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _reducedMotion: { transition: 'none' },
});

export const labelStyle = css({ display: 'block', mb: '1.5', fontSize: 'sm', fontWeight: '500', color: 'mist.200' });
const noteStyle = css({ mt: '1.5', fontSize: 'xs', lineHeight: '1.5', color: 'muted' });
const problemStyle = css({ mt: '1.5', fontSize: 'xs', lineHeight: '1.5', color: 'status.red' });

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
  return (
    <div className={className}>
      <div className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' })}>
        <label htmlFor={id} className={labelStyle}>
          {label}
          {required ? <span aria-hidden="true" className={css({ color: 'gold.400' })}> *</span> : null}
        </label>
        {aside}
      </div>
      {children({ id, 'aria-invalid': Boolean(problem), 'aria-describedby': note ? noteId : undefined, required })}
      {note ? (
        <p id={noteId} className={problem ? problemStyle : noteStyle}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={cx(controlStyle, className)} {...rest} />;
}

export function TextArea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={cx(controlStyle, css({ minH: '24', py: '2.5', resize: 'vertical', lineHeight: '1.6' }), className)} {...rest} />;
}

export function SelectInput({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={cx(controlStyle, css({ cursor: 'pointer', pr: '8' }), className)} {...rest} />;
}

/** A labelled on/off switch (Ark Switch; the input carries role="switch"). */
export function SwitchControl({
  label,
  checked,
  disabled,
  onChange,
  size = 'md',
}: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  size?: 'sm' | 'md';
}) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(d) => onChange(d.checked)}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '2.5', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.6 } })}
    >
      <Switch.Control data-size={size} className={track}>
        <Switch.Thumb className={thumb} />
      </Switch.Control>
      <Switch.Label data-size={size} className={css({ fontSize: 'sm', color: 'mist.200', userSelect: 'none', '&[data-size=sm]': { fontSize: 'xs' } })}>
        {label}
      </Switch.Label>
      <Switch.HiddenInput role="switch" />
    </Switch.Root>
  );
}

const track = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  w: '10',
  h: '6',
  p: '0.5',
  borderRadius: 'pill',
  bg: 'ink.600',
  border: '1px solid',
  borderColor: 'mist.400',
  transition: 'background 0.25s',
  _checked: { bg: 'gold.500', borderColor: 'gold.500' },
  '&[data-size=sm]': { w: '8', h: '5' },
  '[data-part=root][data-focus-visible] &': { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  _reducedMotion: { transition: 'none' },
});

const thumb = css({
  w: '4',
  h: '4',
  borderRadius: 'pill',
  bg: 'mist.50',
  transition: 'transform 0.25s',
  transitionTimingFunction: 'luxe',
  _checked: { transform: 'translateX(16px)', bg: 'ink.950' },
  '[data-size=sm] &': { w: '3', h: '3', _checked: { transform: 'translateX(12px)' } },
  _reducedMotion: { transition: 'none' },
});
