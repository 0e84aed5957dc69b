import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { navMenuMachine } from '../../../machines/nav-menu/nav-menu.machine';
import { NAV_OPAQUE_AFTER_PX } from '../../../domain/constants';
import { AnthemProvider } from './anthem-provider';
import { AnthemToggle } from './anthem-toggle';
import { BrandsDropdown } from './brands-dropdown';
import { MobileMenu } from './mobile-menu';
import { ShortlistLink } from './shortlist-link';
import type { NavLink } from './shell-links';
import { useNavLinks, useNavText } from './use-shell-text';
import { navLink } from './site-header.styles';
import { SiteLogo } from '../../components/site-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { useScrolledPast } from './use-scrolled-past';

/** The fixed top navigation (SPEC §2): transparent over the hero, opaque with a bottom border past 50 px of scroll. */
export function SiteHeader() {
  const [path] = useLocation();
  const scrolled = useScrolledPast(NAV_OPAQUE_AFTER_PX);
  const navMenu = useActorRef(navMenuMachine);
  const text = useNavText();
  const links = useNavLinks();

  useEffect(() => {
    navMenu.send({ type: 'route.changed' });
  }, [navMenu, path]);

  const item = (link: NavLink) => (
    <li key={link.href} className={css({ display: 'flex', alignItems: 'center' })}>
      <Link href={link.href} className={navLink} aria-current={path === link.href ? 'page' : undefined}>
        {link.label}
      </Link>
    </li>
  );

  return (
    <AnthemProvider>
      <header data-scrolled={scrolled || undefined} className={bar}>
        <div className={row}>
          <SiteLogo homeLabel={text.home} />
          <nav aria-label={text.mainNav} className={css({ display: { base: 'none', lg: 'flex' }, alignSelf: 'stretch' })}>
            <ul className={css({ display: 'flex', alignItems: 'stretch', gap: '1' })}>
              {item(links.allCars)}
              <BrandsDropdown navMenu={navMenu} />
              {item(links.carTypes)}
              {item(links.about)}
              {item(links.contact)}
            </ul>
          </nav>
          {/* On a 360 px phone the logo, the language switch, the heart and the menu button fill the row: tight gaps. */}
          <div className={cluster}>
            <LanguageSwitch className={narrowPill} />
            <AnthemToggle />
            <ShortlistLink variant="bar" />
            <MobileMenu navMenu={navMenu} />
          </div>
        </div>
      </header>
    </AnthemProvider>
  );
}

const bar = css({
  position: 'fixed',
  top: '0',
  insetX: '0',
  zIndex: 40,
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'transparent',
  bg: 'linear-gradient(to bottom, {colors.veil.heavy}, transparent)',
  transition: 'background 0.4s, border-color 0.4s, backdrop-filter 0.4s',
  '&[data-scrolled]': {
    bg: 'veil.solid',
    borderBottomColor: 'line',
    backdropFilter: 'saturate(140%) blur(14px)',
  },
  _reducedMotion: { transition: 'none' },
});

const NARROWEST = '@media (max-width: 359.98px)';

// The positioning box of the Brands panel: it centres under the whole row.
const row = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: { base: '1.5', md: '6' },
  w: 'full',
  maxW: '1280px',
  mx: 'auto',
  px: { base: '5', md: '8' },
  h: { base: '16', lg: '20' },
  // Below 360 px (a 320 px phone) the Arabic row was 18 px too wide: narrower margins and gaps keep it on screen.
  [NARROWEST]: { px: '3', gap: '1' },
});

const cluster = css({ display: 'flex', alignItems: 'center', gap: { base: '1.5', sm: '2' }, [NARROWEST]: { gap: '1' } });
const narrowPill = css({ [NARROWEST]: { px: '2' } });
