import '../admin.css';
import type { FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useLogic } from '../../../actors/logic';
import { msg } from '../../../../domain/message';
import { Button } from '../../../components/ui/button';
import { AdminAuthLayout } from '../admin-layout-auth';
import { useAdminText } from '../admin-layout-text';
import { ADMIN_ROUTES } from '../admin-routes';
import { useAdminPageMeta } from '../admin-page-meta';
import { AdminField, FormAlert } from './form-fields';
import { TextArrow } from '../text-arrow';
import { usePasswordText } from './password-text';

/** 'Forgot password?': asks for a reset link (SPEC §7 forgot-password) and answers the same whatever the address. */
export default function ForgotPasswordPage() {
  const T = usePasswordText();
  const admin = useAdminText();
  useAdminPageMeta(T.forgotTitle, T.forgotDescription);
  const actor = useActorRef(useLogic('passwordRequest'), { input: { kind: 'forgot' } });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.hasTag('done'));
  const error = useSelector(actor, (s) => s.context.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'forgot.submit', email: String(new FormData(event.currentTarget).get('email') ?? '') });
  };

  return (
    <AdminAuthLayout eyebrow={admin.portal} title={T.forgotTitle} lead={T.forgotLead}>
      {done ? (
        <div className={css({ display: 'grid', gap: '6' })}>
          <FormAlert tone="success" message={msg('resetLinkSent')} />
          <Link href={ADMIN_ROUTES.login} className={backLink}><TextArrow to="back" /> {T.backToLogin}</Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '5' })}>
          <AdminField id="forgot-email" name="email" type="email" label={admin.email} autoComplete="username" inputMode="email" />
          <FormAlert message={error} />
          <Button type="submit" size="lg" disabled={busy} className={css({ w: 'full' })}>
            {busy ? T.sending : T.sendLink}
          </Button>
          <Link href={ADMIN_ROUTES.login} className={backLink}><TextArrow to="back" /> {T.backToLogin}</Link>
        </form>
      )}
    </AdminAuthLayout>
  );
}

export const backLink = css({ justifySelf: 'center', color: 'gold.300', fontSize: 'sm', textDecoration: 'none', _hover: { textDecoration: 'underline' } });
