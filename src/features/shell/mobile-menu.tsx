import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from 'styled-system/css';
import type { navMenuMachine } from '../../../machines/nav-menu/nav-menu.machine';
import { MountWhenWanted } from '../../components/mount-when-wanted';
import { MenuIcon } from '../../components/icons/shell-icons';
import { MOBILE_MENU_ID } from './shell-ids';
import { useNavText } from './use-shell-text';
import { lazyWithWords } from '../../i18n/lazy-with-words';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazyWithWords(loadSheet);

/** The labelled hamburger of narrow screens. The side menu's code (Ark Dialog) loads when it is about to be used. */
export function MobileMenu({ navMenu }: { navMenu: ActorRefFrom<typeof navMenuMachine> }) {
  const open = useSelector(navMenu, (s) => s.hasTag('menuOpen'));
  const text = useNavText();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        className={hamburger}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => navMenu.send({ type: 'menu.open' })}
      >
        <MenuIcon size={22} />
        <span className={css({ srOnly: true })}>{text.openMenu}</span>
      </button>
      <MountWhenWanted wanted={open}>
        <MobileMenuSheet navMenu={navMenu} />
      </MountWhenWanted>
    </>
  );
}

const hamburger = css({
  display: { base: 'grid', lg: 'none' },
  placeItems: 'center',
  flexShrink: 0,
  // 40 px on a phone, as the language switch and the shortlist's heart beside it (site-header.tsx).
  w: { base: '10', sm: '11' },
  h: { base: '10', sm: '11' },
  borderRadius: 'pill',
  color: 'text',
  cursor: 'pointer',
  border: '1px solid',
  borderColor: 'line.strong',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
});
