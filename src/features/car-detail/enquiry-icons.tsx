import { lineIconSet } from '../../components/ui/line-icon';

/** Hairline icons of the car page's enquiry, share and rental conditions (24 px grid, currentColor, decorative). */
const paths = {
  mail: 'M3 6h18v12H3V6zm0 0l9 7 9-7',
  share: 'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zm12 7a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  documents: 'M7 3h7l5 5v13H7V3zm7 0v5h5M10 12h6M10 16h6',
  age: 'M12 11a4 4 0 100-8 4 4 0 000 8zm-7 10a7 7 0 0114 0',
  deposit: 'M3 6h18v12H3V6zm0 4h18M7 15h4',
  delivery: 'M3 7h11v9H3V7zm11 3h4l3 3v3h-7M7.5 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
  insurance: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zm-3.5 9l2.5 2.5 4.5-5',
} as const;

export type EnquiryIconName = keyof typeof paths;

export const EnquiryIcon = lineIconSet(paths, { size: 20, strokeWidth: 1.6, mirrored: ['delivery'] });
