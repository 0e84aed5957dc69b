/** What the shell's views share that is not words (the words are ./shell-links.ts, loaded per language). */

/** The id of the mobile side menu's dialog content (the hamburger's aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';

/** The admin area gets none of the public chrome (header, footer, floating buttons). */
export const isAdminPath = (path: string) => path.includes('/admin');
