import { sva } from 'styled-system/css';

/**
 * A one-file picker and drop target: label, a dashed 4:3 dropzone that shows the picked image (preview) and, over
 * it, a veil while the file uploads (overlay).
 */
export const fileUpload = sva({
  slots: ['root', 'label', 'dropzone', 'preview', 'overlay'],
  base: {
    root: { display: 'grid', gap: '2' },
    label: { fontSize: 'xs', fontWeight: '600', color: 'mist.200', '&[data-primary]': { color: 'gold.300' } },
    dropzone: {
      position: 'relative',
      display: 'grid',
      placeItems: 'center',
      aspectRatio: '4 / 3',
      overflow: 'hidden',
      borderRadius: '10px',
      border: '1px dashed',
      borderColor: 'ink.600',
      bg: 'ink.950',
      cursor: 'pointer',
      transition: 'border-color 0.25s, background 0.25s',
      _hover: { borderColor: 'gold.500' },
      '&[data-dragging]': { borderColor: 'gold.400', bg: 'accent.subtle' },
      '&[data-invalid]': { borderColor: 'status.red' },
      '&[data-disabled]': { cursor: 'not-allowed' },
      _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
      _reducedMotion: { transition: 'none' },
    },
    preview: { position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' },
    overlay: { position: 'absolute', inset: '0', display: 'grid', placeItems: 'center', bg: 'veil.heavy', color: 'gold.300', fontSize: 'xs', fontWeight: '600' },
  },
});
