import { Suspense, useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { navMenuMachine } from '../../../machines/nav-menu/nav-menu.machine';
import { useLogic } from '../../actors/logic';
import { AuthContext } from '../../actors/root-actors';
import { AdminDrawer } from './admin-layout-drawer';
import { AdminHeader } from './admin-layout-header';
import { AdminSidebar } from './admin-layout-sidebar';
import { useNotifications } from './cars/use-notifications';
import { lazyWithWords } from '../../i18n/lazy-with-words';

const ChangePasswordDialog = lazyWithWords(() => import('./password/change-password-dialog'));

/**
 * SPEC §2 Admin layout: a left sidebar (Dashboard, Cars) that is a slide-in drawer on small screens, a header with
 * the menu toggle, the signed-in admin, 'Change password' and a red Logout, and the content area for nested pages.
 * Logging out always ends the session (the auth machine clears it even if the call fails); the guard then shows the login.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const name = AuthContext.useSelector((s) => s.context.user?.name ?? '');
  const email = AuthContext.useSelector((s) => s.context.user?.email ?? '');
  const menu = useActorRef(navMenuMachine);
  const menuOpen = useSelector(menu, (s) => s.hasTag('menuOpen'));
  const passwordDialog = useActorRef(useLogic('changePassword'));
  const passwordWanted = useSelector(passwordDialog, (s) => s.context.opened);
  useNotifications(passwordDialog);
  const [path] = useLocation();

  useEffect(() => {
    menu.send({ type: 'route.changed' });
  }, [path, menu]);

  return (
    <div className={shell}>
      <AdminSidebar />

      <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <AdminHeader
          name={name}
          email={email}
          menuOpen={menuOpen}
          onOpenMenu={() => menu.send({ type: 'menu.open' })}
          onChangePassword={() => passwordDialog.send({ type: 'dialog.open' })}
        />

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

const shell = css({
  display: 'grid',
  minH: '100dvh',
  gridTemplateColumns: { base: '1fr', lg: '264px 1fr' },
  bg: 'radial-gradient(ellipse at 80% -10%, {colors.accent.subtle}, transparent 55%), {colors.bg}',
});

const content = css({ flex: 1, w: 'full', maxW: '1400px', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } });
