import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { css, cx } from 'styled-system/css';
import { navMenuMachine } from '../../../machines/nav-menu/nav-menu.machine';
import { changePasswordMachine } from '../../../machines/change-password/change-password.machine';
import { AuthContext } from '../../app/root-actors';
import { MSG } from '../../api/messages';
import { Button } from '../../components/ui/button';
import { notify } from '../../components/ui/toaster';
import { MenuIcon } from '../shell/shell-icons';
import { Wordmark } from '../shell/site-logo';
import { AdminDrawer, iconButton } from './admin-layout-drawer';
import { AdminNav } from './admin-layout-nav';
import { ADMIN_DRAWER_ID, ADMIN_TEXT } from './admin-layout-text';
import { changePasswordActors } from '../../../machines/change-password/change-password.actors';

const ChangePasswordDialog = lazy(() => import('./password/change-password-dialog'));

const liveChangePassword = changePasswordMachine.provide({
  actors: changePasswordActors,
  actions: { notifyChanged: () => notify({ title: MSG.passwordChanged, type: 'success' }) },
});

/**
 * SPEC §2 Admin layout: a left sidebar (Dashboard, Cars) that is a slide-in drawer on small screens, a header with
 * the menu toggle, the signed-in admin, 'Change password' and a red Logout, and the content area for nested pages.
 * Logging out always ends the session (the auth machine clears it even if the call fails); the guard then shows the login.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const auth = AuthContext.useActorRef();
  const name = AuthContext.useSelector((s) => s.context.user?.name ?? '');
  const email = AuthContext.useSelector((s) => s.context.user?.email ?? '');
  const loggingOut = AuthContext.useSelector((s) => s.matches('loggingOut'));
  const menu = useActorRef(navMenuMachine);
  const menuOpen = useSelector(menu, (s) => s.hasTag('menuOpen'));
  const passwordDialog = useActorRef(liveChangePassword);
  const passwordWanted = useSelector(passwordDialog, (s) => s.context.opened);
  const [path] = useLocation();

  useEffect(() => {
    menu.send({ type: 'route.changed' });
  }, [path, menu]);

  return (
    <div className={shell}>
      <aside className={sidebar}>
        <Link href="~/" className={css({ display: 'flex', justifyContent: 'center', color: 'text', textDecoration: 'none', py: '2' })}>
          <Wordmark />
          <span className={css({ srOnly: true })}>{ADMIN_TEXT.viewSite}</span>
        </Link>
        <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mt: '10', mb: '4', px: '4' })}>{ADMIN_TEXT.portal}</p>
        <AdminNav />
        <Link href="~/" className={siteLink}>
          {ADMIN_TEXT.viewSite} →
        </Link>
      </aside>

      <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <header className={header}>
          <button
            type="button"
            className={cx(iconButton, css({ lg: { display: 'none' } }))}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? ADMIN_DRAWER_ID : undefined}
            onClick={() => menu.send({ type: 'menu.open' })}
          >
            <MenuIcon size={20} />
            <span className={css({ srOnly: true })}>{ADMIN_TEXT.openMenu}</span>
          </button>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400', display: { base: 'none', sm: 'block' } })}>{ADMIN_TEXT.portal}</p>

          <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: { base: '2', md: '4' }, minW: 0 })}>
            <div className={css({ display: { base: 'none', md: 'grid' }, textAlign: 'right', minW: 0, lineHeight: '1.3' })}>
              <span className={css({ srOnly: true })}>{ADMIN_TEXT.signedInAs}</span>
              <span className={css({ fontSize: 'sm', fontWeight: '600', color: 'text', truncate: true })}>{name}</span>
              <span className={css({ fontSize: 'xs', color: 'muted', truncate: true })}>{email}</span>
            </div>
            <span aria-hidden="true" className={avatar} title={email}>
              {initials(name || email)}
            </span>
            <Button tone="ghost" size="sm" aria-haspopup="dialog" onClick={() => passwordDialog.send({ type: 'dialog.open' })}>
              <KeyIcon />
              <span className={css({ srOnly: { base: true, md: false } })}>{ADMIN_TEXT.changePassword}</span>
            </Button>
            <Button tone="danger" size="sm" disabled={loggingOut} onClick={() => auth.send({ type: 'auth.logout' })}>
              {loggingOut ? ADMIN_TEXT.loggingOut : ADMIN_TEXT.logout}
            </Button>
          </div>
        </header>

        <div className={content}>{children}</div>
      </div>

      <AdminDrawer menu={menu} name={name} email={email} />
      {passwordWanted ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog actor={passwordDialog} />
        </Suspense>
      ) : null}
    </div>
  );
}

function initials(text: string): string {
  const parts = text.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || 'A';
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 8.7-8.7M16.5 6.5l2.5 2.5M14 9l2 2" />
    </svg>
  );
}

const shell = css({
  display: 'grid',
  minH: '100dvh',
  gridTemplateColumns: { base: '1fr', lg: '264px 1fr' },
  bg: 'radial-gradient(ellipse at 80% -10%, rgba(201,165,92,0.07), transparent 55%), {colors.bg}',
});

const sidebar = css({
  display: { base: 'none', lg: 'flex' },
  flexDirection: 'column',
  position: 'sticky',
  top: '0',
  h: '100dvh',
  px: '4',
  py: '6',
  bg: 'surface',
  borderRight: '1px solid {colors.line}',
});

const siteLink = css({
  mt: 'auto',
  px: '4',
  py: '2',
  color: 'muted',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { color: 'gold.300' },
});

const header = css({
  position: 'sticky',
  top: '0',
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '16',
  px: { base: '4', md: '8' },
  bg: 'rgba(7,7,10,0.82)',
  backdropFilter: 'blur(12px)',
  borderBottom: '1px solid {colors.line}',
});

const avatar = css({
  display: 'grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  flexShrink: 0,
  borderRadius: 'pill',
  bg: 'linear-gradient(135deg, {colors.gold.400}, {colors.gold.700})',
  color: 'ink.950',
  fontSize: 'xs',
  fontWeight: '700',
  letterSpacing: '0.04em',
});

const content = css({ flex: 1, w: 'full', maxW: '1400px', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } });
