import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { navMenuMachine } from '../../../machines/nav-menu/nav-menu.machine';
import { Drawer } from '../../components/ui/drawer';
import { MenuSheetHeader } from '../../components/menu-sheet-header';
import { AdminNav } from './admin-layout-nav';
import { useSiteHref } from '../../i18n/locale-context';
import { ADMIN_DRAWER_ID } from './admin-routes';
import { useAdminText } from './admin-layout-text';
import { TextArrow } from './text-arrow';

/**
 * The admin sidebar as a slide-in drawer on small screens (an Ark dialog from the start side): focus trapped, scroll locked,
 * closes on Escape, an outside click, a navigation, or when the screen grows wide enough for the fixed sidebar.
 */
export function AdminDrawer({ menu, name, email }: { menu: ActorRefFrom<typeof navMenuMachine>; name: string; email: string }) {
  const open = useSelector(menu, (s) => s.hasTag('menuOpen'));
  const close = () => menu.send({ type: 'menu.close' });
  const text = useAdminText();
  // The public site's home in the portal's language, outside the '/admin' nest.
  const siteHome = useSiteHref()('/');

  return (
    <Drawer.Root
      size="sm"
      closeOnWide
      open={open}
      onOpenChange={(d) => menu.send({ type: d.open ? 'menu.open' : 'menu.close' })}
      ids={{ content: ADMIN_DRAWER_ID }}
    >
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <MenuSheetHeader title={text.menuTitle} closeLabel={text.closeMenu} compact />
            <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mb: '4', px: '4' })}>{text.portal}</p>
            <AdminNav onNavigate={close} />
            <div className={css({ mt: 'auto', pt: '6', borderTop: '1px solid {colors.line}', display: 'grid', gap: '1', px: '4' })}>
              <span className={css({ srOnly: true })}>{text.signedInAs}</span>
              <span className={css({ color: 'text', fontSize: 'sm', fontWeight: '600' })}>{name}</span>
              <span className={css({ color: 'muted', fontSize: 'xs', wordBreak: 'break-all' })}>{email}</span>
              <Link href={siteHome} className={css({ mt: '4', color: 'gold.300', fontSize: 'sm', textDecoration: 'none' })} onClick={close}>
                {text.viewSite} <TextArrow to="on" />
              </Link>
            </div>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
