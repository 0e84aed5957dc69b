import { css } from 'styled-system/css';
import { AuthContext } from '../../actors/root-actors';
import { MenuIcon } from '../../components/icons/shell-icons';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { LanguageSwitch } from '../../components/language-switch';
import { ADMIN_DRAWER_ID } from './admin-routes';
import { useAdminText } from './admin-layout-text';
import { initials } from './initials';

type AdminHeaderProps = {
  name: string;
  email: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
  onChangePassword: () => void;
};

/**
 * The admin header: the drawer's menu toggle (small screens), the signed-in admin, the language switch (the session
 * survives it: only the address changes), 'Change password' and a red Logout.
 */
export function AdminHeader({ name, email, menuOpen, onOpenMenu, onChangePassword }: AdminHeaderProps) {
  const auth = AuthContext.useActorRef();
  const loggingOut = AuthContext.useSelector((s) => s.hasTag('loggingOut'));
  const text = useAdminText();

  return (
    <header className={header}>
      <IconButton
        size="md"
        className={css({ lg: { display: 'none' } })}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? ADMIN_DRAWER_ID : undefined}
        onClick={onOpenMenu}
      >
        <MenuIcon size={20} />
        <span className={css({ srOnly: true })}>{text.openMenu}</span>
      </IconButton>
      <p className={css({ textStyle: 'eyebrow', color: 'gold.400', display: { base: 'none', sm: 'block' } })}>{text.portal}</p>

      <div className={css({ ms: 'auto', display: 'flex', alignItems: 'center', gap: { base: '2', md: '4' }, minW: 0 })}>
        <div className={css({ display: { base: 'none', md: 'grid' }, textAlign: 'end', minW: 0, lineHeight: '1.3' })}>
          <span className={css({ srOnly: true })}>{text.signedInAs}</span>
          <span className={css({ fontSize: 'sm', fontWeight: '600', color: 'text', truncate: true })}>{name}</span>
          <span className={css({ fontSize: 'xs', color: 'muted', truncate: true })}>{email}</span>
        </div>
        <span aria-hidden="true" className={avatar} title={email}>
          {initials(name || email)}
        </span>
        <LanguageSwitch className={css({ h: '9', px: '3', fontSize: 'xs' })} />
        <Button tone="ghost" size="sm" aria-haspopup="dialog" onClick={onChangePassword}>
          <KeyIcon />
          <span className={css({ srOnly: { base: true, md: false } })}>{text.changePassword}</span>
        </Button>
        <Button tone="danger" size="sm" disabled={loggingOut} onClick={() => auth.send({ type: 'auth.logout' })}>
          {loggingOut ? text.loggingOut : text.logout}
        </Button>
      </div>
    </header>
  );
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 8.7-8.7M16.5 6.5l2.5 2.5M14 9l2 2" />
    </svg>
  );
}

const header = css({
  position: 'sticky',
  top: '0',
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '16',
  px: { base: '4', md: '8' },
  bg: 'veil.dense',
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
