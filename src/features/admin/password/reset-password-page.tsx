import '../admin.css';
import type { FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { useLogic } from '../../../actors/logic';
import { MSG } from '../../../api/messages';
import { Button } from '../../../components/ui/button';
import { AdminAuthLayout } from '../admin-layout-auth';
import { ADMIN_ROUTES, ADMIN_TEXT } from '../admin-layout-copy';
import { useAdminPageMeta } from '../admin-page-meta';
import { FormAlert } from './form-fields';
import { NewPasswordFields } from './new-password-fields';
import { backLink } from './forgot-password-page';
import { PASSWORD_TEXT as T } from './password-copy';

/** /admin/reset-password?token=…: a new password for the account the link was sent for (SPEC §7 reset-password). */
export default function ResetPasswordPage() {
  useAdminPageMeta(T.resetTitle, 'Choose a new admin password.');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const actor = useActorRef(useLogic('passwordRequest'), { input: { kind: 'reset' } });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.hasTag('done'));
  const error = useSelector(actor, (s) => s.context.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    actor.send({
      type: 'reset.submit',
      token,
      newPassword: String(form.get('newPassword') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
    });
  };

  if (token.trim() === '') {
    return (
      <AdminAuthLayout eyebrow={ADMIN_TEXT.portal} title={T.resetTitle} lead={MSG.resetTokenMissing}>
        <Link href={ADMIN_ROUTES.forgotPassword} className={backLink}>{T.requestNewLink} →</Link>
      </AdminAuthLayout>
    );
  }

  return (
    <AdminAuthLayout eyebrow={ADMIN_TEXT.portal} title={T.resetTitle} lead={T.resetLead}>
      {done ? (
        <div className={css({ display: 'grid', gap: '6' })}>
          <FormAlert tone="success" message={MSG.passwordResetDone} />
          <Link href={ADMIN_ROUTES.login} className={backLink}>← {T.backToLogin}</Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '5' })}>
          <NewPasswordFields idPrefix="reset" />
          <FormAlert message={error} />
          <Button type="submit" size="lg" disabled={busy} className={css({ w: 'full' })}>
            {busy ? T.resetting : T.reset}
          </Button>
          <Link href={ADMIN_ROUTES.forgotPassword} className={backLink}>{T.requestNewLink}</Link>
        </form>
      )}
    </AdminAuthLayout>
  );
}
