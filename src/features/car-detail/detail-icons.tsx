import { lineIconSet } from '../../components/ui/line-icon';

/** Hairline icons of the detail page (24 px grid, currentColor), hidden from assistive tech. */
const paths = {
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  zoomIn: 'M11 18a7 7 0 100-14 7 7 0 000 14zm10 3l-5-5M11 8v6M8 11h6',
  zoomOut: 'M11 18a7 7 0 100-14 7 7 0 000 14zm10 3l-5-5M8 11h6',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  phone: 'M5 4h3.5l1.5 4.5-2 1.5a11 11 0 006 6l1.5-2 4.5 1.5V19a1 1 0 01-1 1A16 16 0 014 5a1 1 0 011-1z',
  chat: 'M4 20l1.3-4A8 8 0 1112 20a8 8 0 01-3.9-1L4 20z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  photo: 'M4 6h16v12H4V6zm0 9l4.5-4.5 4 4L15 12l5 5M15.5 9.5h.01',
  shield: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6l7-3z',
} as const;

export type DetailIconName = keyof typeof paths;

export const DetailIcon = lineIconSet(paths, { size: 20, strokeWidth: 1.6, mirrored: ['chevronLeft', 'chevronRight'] });
