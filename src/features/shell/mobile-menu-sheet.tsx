import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { navMenuMachine } from '../../../machines/nav-menu/nav-menu.machine';
import { NAV_BRANDS, brandHref } from '../../config/catalog-shared';
import { Collapsible } from '../../components/ui/collapsible';
import { Drawer } from '../../components/ui/drawer';
import { MenuSheetHeader } from '../../components/menu-sheet-header';
import { ChevronDownIcon } from '../../components/icons/shell-icons';
import { Icon } from '../../components/icons/icons';
import { MOBILE_MENU_ID } from './shell-ids';
import { useNavLinks, useNavText } from './use-shell-text';
import { bigLink, smallLink } from './mobile-menu.styles';
import { MobileMenuContact } from './mobile-menu-contact';
import { ShortlistLink } from './shortlist-link';

/**
 * The mobile side menu (SPEC §2): an Ark dialog sliding in from the inline end (the right; the left in Arabic). Focus is trapped, page scroll is locked,
 * and it closes on an outside click, Escape or a navigation; its brand list starts collapsed and closes on a choice.
 * Loaded on first use (see mobile-menu.tsx), so its code stays out of the first page load.
 */
export default function MobileMenuSheet({ navMenu }: { navMenu: ActorRefFrom<typeof navMenuMachine> }) {
  const open = useSelector(navMenu, (s) => s.hasTag('menuOpen'));
  const brandsOpen = useSelector(navMenu, (s) => s.hasTag('brandsOpen'));
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => navMenu.send({ type: 'menu.close' });
  const choose = () => navMenu.send({ type: 'brand.selected' });
  const text = useNavText();
  const links = useNavLinks();

  return (
    <Drawer.Root
      placement="end"
      size="lg"
      closeOnWide
      open={open}
      onOpenChange={(d) => navMenu.send({ type: d.open ? 'menu.open' : 'menu.close' })}
      ids={{ content: MOBILE_MENU_ID }}
      initialFocusEl={() => closeRef.current}
    >
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <MenuSheetHeader title={text.menuTitle} closeLabel={text.closeMenu} closeRef={closeRef} />
            <nav aria-label={text.mainNav}>
              <ul className={css({ display: 'grid' })}>
                <li>
                  <Link href={links.allCars.href} className={bigLink} onClick={close}>
                    {links.allCars.label}
                  </Link>
                </li>
                <li>
                  <Collapsible.Root open={brandsOpen} onOpenChange={(d) => navMenu.send({ type: d.open ? 'brands.open' : 'brands.close' })}>
                    <Collapsible.Trigger className={bigLink}>
                      {text.brands}
                      <ChevronDownIcon size={18} className={css({ ms: 'auto', transition: 'transform 0.25s', '[data-state=open] > &': { transform: 'rotate(180deg)' } })} />
                    </Collapsible.Trigger>
                    <Collapsible.Content>
                      <ul className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1', pb: '4' })}>
                        {NAV_BRANDS.map((brand) => (
                          <li key={brand.slug}>
                            <Link href={brandHref(brand.slug)} className={smallLink} onClick={choose}>
                              {brand.name}
                            </Link>
                          </li>
                        ))}
                        <li className={css({ gridColumn: '1 / -1' })}>
                          <Link href={links.allBrands.href} className={css({ color: 'gold.300', fontSize: 'sm', py: '2', display: 'inline-flex', alignItems: 'center', gap: '1.5' })} onClick={choose}>
                            {links.allBrands.label} <Icon name="arrow" size={14} />
                          </Link>
                        </li>
                      </ul>
                    </Collapsible.Content>
                  </Collapsible.Root>
                </li>
                {[links.carTypes, links.about, links.contact].map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={bigLink} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <ShortlistLink variant="menu" onClick={close} />
                </li>
              </ul>
            </nav>
            <MobileMenuContact />
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
