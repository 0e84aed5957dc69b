import { sva } from 'styled-system/css';

/** A dropdown list of actions (Ark Menu) on a raised panel; the highlighted item takes a gold tint. */
export const menu = sva({
  slots: ['content', 'item'],
  base: {
    content: {
      minW: '44',
      p: '1.5',
      bg: 'raised',
      border: '1px solid',
      borderColor: 'line',
      borderRadius: '12px',
      boxShadow: 'popover',
      outline: 'none',
      zIndex: 40,
    },
    item: {
      px: '3',
      py: '2.5',
      borderRadius: '8px',
      fontSize: 'sm',
      color: 'text',
      cursor: 'pointer',
      _highlighted: { bg: 'accent.soft', color: 'gold.300' },
    },
  },
});
