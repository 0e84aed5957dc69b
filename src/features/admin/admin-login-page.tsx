import './admin.css';
import { useEffect, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { useLogic } from '../../actors/logic';
import { msg } from '../../../domain/message';
import { ADMIN_HOME } from '../../../domain/constants';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { AdminAuthLayout } from './admin-layout-auth';
import { useAdminText } from './admin-layout-text';
import { ADMIN_ROUTES } from './admin-routes';
import { useAdminPageMeta } from './admin-page-meta';
import { AdminField, FormAlert, PasswordField } from './password/form-fields';

/**
 * SPEC §2 Admin login, driven by the login machine, which signs in through the app's auth actor; when it says
 * 'redirect' (after 'Login successful! Redirecting...'), the page goes to the admin home.
 */
export default function AdminLoginPage() {
  const text = useAdminText();
  useAdminPageMeta(text.loginTitle, text.loginDescription);
  const [, navigate] = useLocation();
  const login = useActorRef(useLogic('login'));
  const busy = useSelector(login, (s) => s.hasTag('busy'));
  const succeeded = useSelector(login, (s) => s.hasTag('succeeded'));
  const error = useSelector(login, (s) => s.context.error);

  useEffect(() => {
    const subscription = login.on('redirect', () => navigate(ADMIN_HOME, { replace: true }));
    return () => subscription.unsubscribe();
  }, [login, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.send({
      type: 'login.submit',
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      persist: form.get('persist') === 'on',
    });
  };

  return (
    <AdminAuthLayout eyebrow={text.portal} title={text.loginTitle} lead={text.loginLead}>
      {/* noValidate: SPEC §5 wants an incomplete submit silently ignored, not the browser's bubbles. */}
      <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '5' })}>
        <AdminField id="admin-email" name="email" type="email" label={text.email} autoComplete="username" inputMode="email" placeholder="admin@example.com" />
        <PasswordField id="admin-password" name="password" label={text.password} showLabel={text.showPassword} autoComplete="current-password" />
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
          <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2.5', color: 'mist.200', fontSize: 'sm', cursor: 'pointer', minH: '11' })}>
            <Checkbox name="persist" />
            {text.keepLoggedIn}
          </label>
          <Link href={ADMIN_ROUTES.forgotPassword} className={css({ color: 'gold.300', fontSize: 'sm', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
            {text.forgotPassword}
          </Link>
        </div>
        {/* The room of a one-line message is kept while there is none: the card does not move when one appears. */}
        <div className={css({ display: 'grid', alignContent: 'center', minH: '12' })}>
          <FormAlert message={error} />
          <FormAlert tone="success" message={succeeded ? msg('loginSuccess') : null} />
        </div>
        <Button type="submit" size="lg" disabled={busy || succeeded} className={css({ w: 'full' })}>
          {busy ? text.submitting : text.submit}
        </Button>
      </form>
    </AdminAuthLayout>
  );
}
