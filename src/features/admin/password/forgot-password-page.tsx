import '../admin.css';
import type { FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useLogic } from '../../../actors/logic';
import { MSG } from '../../../../domain/app-messages';
import { Button } from '../../../components/ui/button';
import { AdminAuthLayout } from '../admin-layout-auth';
import { ADMIN_ROUTES, ADMIN_TEXT } from '../admin-layout-copy';
import { useAdminPageMeta } from '../admin-page-meta';
import { AdminField, FormAlert } from './form-fields';
import { useLocalized } from '../../../i18n/locale-context';
import { ADMIN_TEXT as ADMIN_TEXT_AR } from '../admin-layout-copy.ar';
import { TextArrow } from '../text-arrow';
import { PASSWORD_TEXT } from './password-copy';
import { PASSWORD_TEXT as PASSWORD_TEXT_AR } from './password-copy.ar';

/** 'Forgot password?': asks for a reset link (SPEC §7 forgot-password) and answers the same whatever the address. */
export default function ForgotPasswordPage() {
  const T = useLocalized({ en: PASSWORD_TEXT, ar: PASSWORD_TEXT_AR });
  const admin = useLocalized({ en: ADMIN_TEXT, ar: ADMIN_TEXT_AR });
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
          <FormAlert tone="success" message={MSG.resetLinkSent} />
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
