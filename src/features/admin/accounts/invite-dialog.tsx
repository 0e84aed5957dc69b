import { useEffect, useRef, type ComponentProps, type FormEvent, type Ref } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { EMAIL_MAX, INVITE_NAME_MAX } from '../../../../domain/team';
import type { InviteProblems, TeamRef } from '../../../../machines/team/team.machine';
import { CloseIcon } from '../../../components/icons/shell-icons';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { Input } from '../../../components/ui/input';
import { FormAlert } from '../password/form-fields';
import { useAccountsText } from './use-accounts-text';

const fieldValue = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * 'Invite an administrator' (Ark Dialog: focus trapped, starting in the name field; Escape and an outside click
 * close it), driven by the team machine. The fields are uncontrolled: what was typed stays while the dialog is open,
 * a refused invitation included; a field the machine found wrong says why under it and takes the focus.
 */
export function InviteDialog({ team }: { team: TeamRef }) {
  const open = useSelector(team, (s) => s.hasTag('inviteOpen'));
  const busy = useSelector(team, (s) => s.hasTag('inviteOpen') && s.hasTag('busy'));
  const problems = useSelector(team, (s) => s.context.problems);
  const error = useSelector(team, (s) => s.context.inviteError);
  const text = useAccountsText();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    (problems.name ? nameRef : problems.email ? emailRef : null)?.current?.focus();
  }, [problems]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    team.send({ type: 'invite.submit', name: fieldValue(form, 'name'), email: fieldValue(form, 'email') });
  };
  const problemText: Record<string, string> = {
    'name:required': text.nameRequired,
    'email:required': text.emailRequired,
    'email:invalid': text.emailInvalid,
  };
  const say = (field: keyof InviteProblems) => (problems[field] ? problemText[`${field}:${problems[field]}`] : undefined);

  return (
    <Dialog.Root
      size="md"
      open={open}
      onOpenChange={(d) => (d.open || busy ? undefined : team.send({ type: 'invite.cancel' }))}
      initialFocusEl={() => nameRef.current}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <div>
                <Dialog.Title>{text.inviteTitle}</Dialog.Title>
                <Dialog.Description>{text.inviteLead}</Dialog.Description>
              </div>
              <Dialog.CloseTrigger asChild>
                <IconButton variant="quiet" size="sm" disabled={busy}>
                  <CloseIcon size={18} />
                  <span className={css({ srOnly: true })}>{text.close}</span>
                </IconButton>
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body asChild>
              <form noValidate onSubmit={submit}>
                <InviteField id="invite-name" name="name" label={text.name} problem={say('name')} inputRef={nameRef} autoComplete="name" maxLength={INVITE_NAME_MAX} readOnly={busy} />
                <InviteField
                  id="invite-email"
                  name="email"
                  type="email"
                  label={text.email}
                  problem={say('email')}
                  inputRef={emailRef}
                  autoComplete="email"
                  inputMode="email"
                  dir="ltr"
                  maxLength={EMAIL_MAX}
                  readOnly={busy}
                />
                <FormAlert message={error} />
                <Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <Button tone="ghost" disabled={busy}>
                      {text.cancel}
                    </Button>
                  </Dialog.CloseTrigger>
                  <Button type="submit" aria-disabled={busy || undefined}>
                    {busy ? text.sending : text.send}
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type FieldProps = Omit<ComponentProps<'input'>, 'id' | 'ref'> & {
  id: string;
  label: string;
  problem: string | undefined;
  inputRef: Ref<HTMLInputElement>;
};

/** A required, labelled input (both are: no mark) whose problem, if any, is said under it and tied to it. */
function InviteField({ id, label, problem, inputRef, ...input }: FieldProps) {
  const problemId = `${id}-problem`;
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} ref={inputRef} required aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined} {...input} />
      {problem ? <Field.ErrorText id={problemId}>{problem}</Field.ErrorText> : null}
    </Field.Root>
  );
}
