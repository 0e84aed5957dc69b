import { ADMIN_FORGOT_PASSWORD, ADMIN_LOGIN, ADMIN_PAGES, ADMIN_RESET_PASSWORD } from '../../../domain/pages';

/** The portal's addresses the layout and the sign-in pages link to (domain/pages.ts): the same in both languages. */
export const ADMIN_ROUTES = {
  ...ADMIN_PAGES,
  login: ADMIN_LOGIN,
  forgotPassword: ADMIN_FORGOT_PASSWORD,
  resetPassword: ADMIN_RESET_PASSWORD,
} as const;

/** The admin drawer's dialog content id (the menu toggle's aria-controls). */
export const ADMIN_DRAWER_ID = 'admin-drawer';
