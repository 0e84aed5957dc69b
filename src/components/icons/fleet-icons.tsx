import { lineIconSet } from '../ui/line-icon';

/** Hairline icons for car facts and fleet controls (24 px grid, currentColor). Decorative: hidden from assistive tech. */
const paths = {
  seat: 'M7 4h6a2 2 0 012 2v7H7V4zm-2 9h12a2 2 0 012 2v2H5v-4zm2 4v3m10-3v3',
  gear: 'M6 5v14M12 5v14M18 5v7H6M6 5h.01M12 5h.01M18 5h.01',
  fuel: 'M5 20V5a1 1 0 011-1h7a1 1 0 011 1v15M4 20h11M7 8h5M14 10h2a1 1 0 011 1v5a1.5 1.5 0 003 0V8l-3-3',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zm10 3l-5-5',
  grid: 'M4 4h7v7H4V4zm9 0h7v7h-7V4zM4 13h7v7H4v-7zm9 0h7v7h-7v-7z',
  list: 'M4 5h4v4H4V5zm0 10h4v4H4v-4zm7-9h9m-9 2h6m-6 7h9m-9 2h6',
  filter: 'M4 6h16M7 12h10M10 18h4',
  close: 'M6 6l12 12M18 6L6 18',
  alert: 'M12 3l10 18H2L12 3zm0 7v5m0 3h.01',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-14v5l3 2',
  arrow: 'M5 12h14m-6-6l6 6-6 6',
} as const;

export type FleetIconName = keyof typeof paths;

export const FleetIcon = lineIconSet(paths, { size: 16, strokeWidth: 1.6, mirrored: ['arrow'] });
