import { useEffect, useId, useRef, type PointerEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { navMenuMachine } from '../../../machines/nav-menu/nav-menu.machine';
import { BRAND_DROPDOWN_WIDTH_PX } from '../../../domain/constants';
import { NAV_BRANDS, brandHref } from '../../config/catalog-shared';
import { LinkButton } from '../../components/ui/button';
import { ChevronDownIcon } from '../../components/icons/shell-icons';
import { useNavLinks, useNavText } from './use-shell-text';
import { navLink } from './site-header.styles';
import { chevron, grid, mark, panel, tile } from './brands-dropdown.styles';

type NavMenuRef = ActorRefFrom<typeof navMenuMachine>;

/**
 * The desktop Brands dropdown (SPEC §2): a disclosure button and a panel of real links. It opens on mouse hover,
 * a click, or ArrowDown; it closes when the pointer leaves, on an outside click, on Escape (focus returns to the
 * button), when focus moves elsewhere, and on a choice. The nav-menu machine holds the open/closed state.
 */
export function BrandsDropdown({ navMenu }: { navMenu: NavMenuRef }) {
  const open = useSelector(navMenu, (s) => s.hasTag('dropdownOpen'));
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  const panelId = useId();
  const text = useNavText();
  const allBrands = useNavLinks().allBrands;
  const choose = () => navMenu.send({ type: 'brand.selected' });
  const byMouse = (e: PointerEvent) => e.pointerType === 'mouse';

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      rootRef.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(panelId)} a`)?.focus();
    }
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) navMenu.send({ type: 'dropdown.close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, navMenu, panelId]);

  return (
    <li
      ref={rootRef}
      className={css({ display: 'flex', alignItems: 'stretch' })}
      onPointerEnter={(e) => byMouse(e) && navMenu.send({ type: 'dropdown.hover' })}
      onPointerLeave={(e) => byMouse(e) && navMenu.send({ type: 'dropdown.leave' })}
      onBlur={(e) => {
        const next = e.relatedTarget;
        if (next instanceof Node && !e.currentTarget.contains(next)) navMenu.send({ type: 'dropdown.close' });
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        navMenu.send({ type: 'dropdown.close' });
        triggerRef.current?.focus();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={navLink}
        onClick={() => navMenu.send({ type: 'dropdown.toggle' })}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          focusFirst.current = true;
          if (open) rootRef.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(panelId)} a`)?.focus();
          else navMenu.send({ type: 'dropdown.open' });
        }}
      >
        {text.brands}
        <ChevronDownIcon size={14} className={chevron} />
      </button>
      <div id={panelId} data-state={open ? 'open' : 'closed'} className={panel} style={{ width: BRAND_DROPDOWN_WIDTH_PX }}>
        <ul className={grid}>
          {NAV_BRANDS.map((brand) => (
            <li key={brand.slug}>
              <Link href={brandHref(brand.slug)} className={tile} onClick={choose}>
                <img src={brand.logo} alt="" width={80} height={57} loading="lazy" className={mark} />
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
        <div className={css({ display: 'flex', justifyContent: 'center', mt: '6' })}>
          <LinkButton href={allBrands.href} tone="outline" size="sm" onClick={choose}>
            {allBrands.label}
          </LinkButton>
        </div>
      </div>
    </li>
  );
}
