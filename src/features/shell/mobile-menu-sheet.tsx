import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { navMenuMachine } from '../../../machines/nav-menu/nav-menu.machine';
import { NAV_BRANDS, brandHref } from '../../config/catalog';
import { SITE, telHref, whatsappHref } from '../../config/site';
import { ExternalButton } from '../../components/ui/button';
import { Collapsible } from '../../components/ui/collapsible';
import { Drawer } from '../../components/ui/drawer';
import { IconButton } from '../../components/ui/icon-button';
import { ChevronDownIcon, CloseIcon } from '../../components/icons/shell-icons';
import { MOBILE_MENU_ID, NAV_LINKS, NAV_TEXT } from './shell-links';
import { Wordmark } from '../../components/site-logo';
import { bigLink, smallLink } from './mobile-menu.styles';

/**
 * The mobile side menu (SPEC §2): an Ark dialog sliding in from the right. Focus is trapped, page scroll is locked,
 * and it closes on an outside click, Escape or a navigation; its brand list starts collapsed and closes on a choice.
 * Loaded on first use (see mobile-menu.tsx), so its code stays out of the first page load.
 */
export default function MobileMenuSheet({ navMenu }: { navMenu: ActorRefFrom<typeof navMenuMachine> }) {
  const open = useSelector(navMenu, (s) => s.hasTag('menuOpen'));
  const brandsOpen = useSelector(navMenu, (s) => s.hasTag('brandsOpen'));
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => navMenu.send({ type: 'menu.close' });
  const choose = () => navMenu.send({ type: 'brand.selected' });

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
            <Drawer.Header>
              <Drawer.Title>
                <Wordmark />
                <span className={css({ srOnly: true })}>{NAV_TEXT.menuTitle}</span>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <IconButton ref={closeRef}>
                  <CloseIcon size={22} />
                  <span className={css({ srOnly: true })}>{NAV_TEXT.closeMenu}</span>
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <nav aria-label={NAV_TEXT.mainNav}>
              <ul className={css({ display: 'grid' })}>
                <li>
                  <Link href={NAV_LINKS.allCars.href} className={bigLink} onClick={close}>
                    {NAV_LINKS.allCars.label}
                  </Link>
                </li>
                <li>
                  <Collapsible.Root open={brandsOpen} onOpenChange={(d) => navMenu.send({ type: d.open ? 'brands.open' : 'brands.close' })}>
                    <Collapsible.Trigger className={bigLink}>
                      {NAV_TEXT.brands}
                      <ChevronDownIcon size={18} className={css({ ml: 'auto', transition: 'transform 0.25s', '[data-state=open] > &': { transform: 'rotate(180deg)' } })} />
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
                          <Link href={NAV_LINKS.allBrands.href} className={css({ color: 'gold.300', fontSize: 'sm', py: '2', display: 'inline-block' })} onClick={choose}>
                            {NAV_LINKS.allBrands.label} →
                          </Link>
                        </li>
                      </ul>
                    </Collapsible.Content>
                  </Collapsible.Root>
                </li>
                {[NAV_LINKS.carTypes, NAV_LINKS.about, NAV_LINKS.contact].map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={bigLink} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={css({ mt: 'auto', pt: '10', display: 'grid', gap: '3' })}>
              <ExternalButton tone="whatsapp" href={whatsappHref()}>
                {NAV_TEXT.whatsappShort}
              </ExternalButton>
              <ExternalButton tone="outline" href={telHref(SITE.phones[0])}>
                {SITE.phones[0]}
              </ExternalButton>
              <p className={css({ color: 'muted', fontSize: 'xs', textAlign: 'center', mt: '2' })}>{SITE.addressShort}</p>
            </div>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
