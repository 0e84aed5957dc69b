import { setup } from 'xstate';

/** Grace period before a hover-opened dropdown closes, so a pointer can cross small gaps (a view detail). */
export const DROPDOWN_LEAVE_GRACE_MS = 150;

export type NavMenuEvent =
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'brands.open' }
  | { type: 'brands.close' }
  | { type: 'dropdown.hover' }
  | { type: 'dropdown.leave' }
  | { type: 'dropdown.toggle' }
  | { type: 'dropdown.open' }
  | { type: 'dropdown.close' }
  | { type: 'brand.selected' }
  | { type: 'route.changed' };

/** menuOpen: the mobile side menu; brandsOpen: its brand list; dropdownOpen: the desktop Brands dropdown. */
export type NavMenuTag = 'menuOpen' | 'brandsOpen' | 'dropdownOpen';

/**
 * SPEC §4 "Mobile menu open/closed; brands dropdown open/closed", and SPEC §2's closing rules: the dropdown opens
 * on hover or from the keyboard and closes on leaving, an outside click, Escape or a choice; the side menu closes
 * on an outside click, Escape or a navigation, and its brand list starts collapsed and closes on selection.
 */
export const navMenuMachine = setup({
  types: { events: {} as NavMenuEvent, tags: {} as NavMenuTag },
  delays: { leaveGrace: DROPDOWN_LEAVE_GRACE_MS },
}).createMachine({
  id: 'navMenu',
  type: 'parallel',
  states: {
    mobile: {
      initial: 'closed',
      states: {
        closed: { on: { 'menu.open': 'open' } },
        open: {
          tags: ['menuOpen'],
          on: { 'menu.close': 'closed', 'brand.selected': 'closed', 'route.changed': 'closed' },
          initial: 'brandsCollapsed',
          states: {
            brandsCollapsed: { on: { 'brands.open': 'brandsExpanded' } },
            brandsExpanded: { tags: ['brandsOpen'], on: { 'brands.close': 'brandsCollapsed' } },
          },
        },
      },
    },
    dropdown: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'dropdown.hover': 'open.hovered', 'dropdown.toggle': 'open.pinned', 'dropdown.open': 'open.pinned' },
        },
        open: {
          tags: ['dropdownOpen'],
          on: { 'dropdown.close': 'closed', 'brand.selected': 'closed', 'route.changed': 'closed', 'menu.open': 'closed' },
          initial: 'pinned',
          states: {
            // Opened by the pointer: a click on the trigger keeps it open instead of closing it.
            hovered: { on: { 'dropdown.toggle': 'pinned', 'dropdown.leave': 'leaving' } },
            // Opened by a click or the keyboard: the trigger closes it again.
            pinned: { on: { 'dropdown.toggle': '#navMenu.dropdown.closed', 'dropdown.leave': 'leaving' } },
            leaving: {
              on: { 'dropdown.hover': 'hovered' },
              after: { leaveGrace: '#navMenu.dropdown.closed' },
            },
          },
        },
      },
    },
  },
});
