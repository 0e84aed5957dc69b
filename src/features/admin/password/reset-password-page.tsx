import '../admin.css';
import type { FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { useLogic } from '../../../actors/logic';
import { msg } from '../../../../domain/message';
import { Button } from '../../../components/ui/button';
import { AdminAuthLayout } from '../admin-layout-auth';
import { useAdminText } from '../admin-layout-text';
import { ADMIN_ROUTES } from '../admin-routes';
import { useAdminPageMeta } from '../admin-page-meta';
import { FormAlert } from './form-fields';
import { NewPasswordFields } from './new-password-fields';
import { backLink } from './forgot-password-page';
import { useMessageText } from '../../../i18n/locale-context';
import { TextArrow } from '../text-arrow';
import { usePasswordText } from './password-text';

/** /admin/reset-password?token=…: a new password for the account the link was sent for (SPEC §7 reset-password). */
export default function ResetPasswordPage() {
  const T = usePasswordText();
  const admin = useAdminText();
  const say = useMessageText();
  useAdminPageMeta(T.resetTitle, T.resetDescription);
  const search = new URLSearchParams(useSearch());
  const token = search.get('token') ?? '';
  // An invitation's link (issue 22) opens the same page to choose a first password.
  const invited = search.get('invite') === '1';
  const title = invited ? T.inviteTitle : T.resetTitle;
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
      <AdminAuthLayout eyebrow={admin.portal} title={title} lead={say(msg('resetTokenMissing'))}>
        <Link href={ADMIN_ROUTES.forgotPassword} className={backLink}>{T.requestNewLink} <TextArrow to="on" /></Link>
      </AdminAuthLayout>
    );
  }

  return (
    <AdminAuthLayout eyebrow={admin.portal} title={title} lead={invited ? T.inviteLead : T.resetLead}>
      {done ? (
        <div className={css({ display: 'grid', gap: '6' })}>
          <FormAlert tone="success" message={msg(invited ? 'passwordSetDone' : 'passwordResetDone')} />
          <Link href={ADMIN_ROUTES.login} className={backLink}><TextArrow to="back" /> {T.backToLogin}</Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '5' })}>
          <NewPasswordFields idPrefix="reset" />
          <FormAlert message={error} />
          <Button type="submit" size="lg" disabled={busy} className={css({ w: 'full' })}>
            {busy ? T.resetting : invited ? T.setPassword : T.reset}
          </Button>
          <Link href={ADMIN_ROUTES.forgotPassword} className={backLink}>{T.requestNewLink}</Link>
        </form>
      )}
    </AdminAuthLayout>
  );
}
