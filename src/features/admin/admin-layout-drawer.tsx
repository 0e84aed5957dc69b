import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { navMenuMachine } from '../../../machines/nav-menu/nav-menu.machine';
import { CloseIcon } from '../shell/shell-icons';
import { Wordmark } from '../shell/site-logo';
import { AdminNav } from './admin-layout-nav';
import { ADMIN_DRAWER_ID, ADMIN_TEXT } from './admin-layout-text';

const WIDE = '(min-width: 64em)'; // Panda's lg, where the sidebar is always shown

/**
 * The admin sidebar as a slide-in drawer on small screens (an Ark dialog from the left): focus trapped, scroll locked,
 * closes on Escape, an outside click, a navigation, or when the screen grows wide enough for the fixed sidebar.
 */
export function AdminDrawer({ menu, name, email }: { menu: ActorRefFrom<typeof navMenuMachine>; name: string; email: string }) {
  const open = useSelector(menu, (s) => s.hasTag('menuOpen'));
  const close = () => menu.send({ type: 'menu.close' });

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE);
    const onChange = () => wide.matches && menu.send({ type: 'menu.close' });
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, menu]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => menu.send({ type: d.open ? 'menu.open' : 'menu.close' })}
      ids={{ content: ADMIN_DRAWER_ID }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', zIndex: 60, display: 'flex' })}>
          <Dialog.Content className={sheet}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '8' })}>
              <Dialog.Title className={css({ m: '0' })}>
                <Wordmark />
                <span className={css({ srOnly: true })}>{ADMIN_TEXT.menuTitle}</span>
              </Dialog.Title>
              <Dialog.CloseTrigger className={iconButton}>
                <CloseIcon size={20} />
                <span className={css({ srOnly: true })}>{ADMIN_TEXT.closeMenu}</span>
              </Dialog.CloseTrigger>
            </div>
            <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mb: '4', px: '4' })}>{ADMIN_TEXT.portal}</p>
            <AdminNav onNavigate={close} />
            <div className={css({ mt: 'auto', pt: '6', borderTop: '1px solid {colors.line}', display: 'grid', gap: '1', px: '4' })}>
              <span className={css({ srOnly: true })}>{ADMIN_TEXT.signedInAs}</span>
              <span className={css({ color: 'text', fontSize: 'sm', fontWeight: '600' })}>{name}</span>
              <span className={css({ color: 'muted', fontSize: 'xs', wordBreak: 'break-all' })}>{email}</span>
              <Link href="~/" className={css({ mt: '4', color: 'gold.300', fontSize: 'sm', textDecoration: 'none' })} onClick={close}>
                {ADMIN_TEXT.viewSite} →
              </Link>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export const iconButton = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: '10px',
  color: 'text',
  cursor: 'pointer',
  border: '1px solid',
  borderColor: 'rgba(255,255,255,0.14)',
  transition: 'border-color 0.25s, color 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  _reducedMotion: { transition: 'none' },
});

const backdrop = css({
  position: 'fixed',
  inset: '0',
  zIndex: 50,
  bg: 'rgba(0,0,0,0.6)',
  backdropFilter: 'blur(4px)',
  transition: 'opacity 0.35s',
  _starting: { opacity: 0 },
  _reducedMotion: { transition: 'none' },
});

const sheet = css({
  display: 'flex',
  flexDirection: 'column',
  w: 'min(84vw, 300px)',
  h: '100dvh',
  overflowY: 'auto',
  px: '4',
  py: '5',
  bg: 'surface',
  borderRight: '1px solid {colors.line}',
  boxShadow: '30px 0 80px rgba(0,0,0,0.5)',
  outline: 'none',
  transition: 'transform 0.45s {easings.luxe}',
  _starting: { transform: 'translateX(-100%)' },
  _reducedMotion: { transition: 'none' },
});
