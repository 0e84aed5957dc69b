import { sva } from 'styled-system/css';

/** The raised dark panel a popup list sits on: the Menu's, and the portal select's (./list-select.ts). */
export const popupPanel = {
  p: '1.5',
  bg: 'raised',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: '12px',
  boxShadow: 'popover',
  outline: 'none',
} as const;

/** A row of a popup list; the highlighted one (pointer or arrow keys) takes a gold tint. */
export const popupItem = {
  px: '3',
  py: '2.5',
  borderRadius: '8px',
  fontSize: 'sm',
  color: 'text',
  cursor: 'pointer',
  _highlighted: { bg: 'accent.soft', color: 'gold.300' },
} as const;

/** A dropdown list of actions (Ark Menu) on a raised panel; the highlighted item takes a gold tint. */
export const menu = sva({
  slots: ['content', 'item'],
  base: {
    content: { minW: '44', ...popupPanel, zIndex: 40 },
    item: popupItem,
  },
});
