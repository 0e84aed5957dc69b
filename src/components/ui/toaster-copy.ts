/**
 * The toaster's own words: its region's name (Zag's default, 'Notifications, <placement> (<hotkey>)', which the region
 * would otherwise announce in English on every page) and its close button's (Zag's default too). Arabic in
 * toaster-copy.ar.ts (decision 014).
 */
export const TOASTER_TEXT = {
  region: 'Notifications, bottom-end (alt+T)',
  close: 'Dismiss notification',
} as const;
