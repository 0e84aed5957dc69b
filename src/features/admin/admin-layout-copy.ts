import { ADMIN_ROUTES } from './admin-routes';
/** The admin portal's own labels (SPEC §2 Admin layout and login), written once for views and tests. */
export const ADMIN_TEXT = {
  portal: 'Admin Portal',
  operations: 'Fleet Operations',
  visualLine: 'Every car in the collection, in one place.',
  adminNav: 'Admin',
  dashboard: 'Dashboard',
  cars: 'Cars',
  enquiries: 'Enquiries',
  trash: 'Trash',
  activity: 'Activity',
  accounts: 'Accounts',
  newEnquiries: (count: number) => `${count} new`,
  openMenu: 'Open admin menu',
  closeMenu: 'Close admin menu',
  menuTitle: 'Admin menu',
  signedInAs: 'Signed in as',
  changePassword: 'Change password',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  viewSite: 'View website',
  // Login (SPEC §2 Admin login)
  loginTitle: 'Admin Login',
  loginLead: 'Sign in to manage the fleet.',
  loginDescription: 'Sign in to the fleet portal.',
  email: 'Admin Email',
  password: 'Password',
  showPassword: 'Show password',
  keepLoggedIn: 'Keep me logged in',
  submit: 'Access Admin Panel',
  submitting: 'Signing in...',
  forgotPassword: 'Forgot password?',
  backToSite: 'Back to website',
} as const;

export const ADMIN_NAV = [
  { label: ADMIN_TEXT.dashboard, href: ADMIN_ROUTES.dashboard, icon: 'dashboard' },
  { label: ADMIN_TEXT.cars, href: ADMIN_ROUTES.cars, icon: 'cars' },
  { label: ADMIN_TEXT.enquiries, href: ADMIN_ROUTES.enquiries, icon: 'enquiries' },
  { label: ADMIN_TEXT.trash, href: ADMIN_ROUTES.trash, icon: 'trash' },
  { label: ADMIN_TEXT.activity, href: ADMIN_ROUTES.activity, icon: 'activity' },
  { label: ADMIN_TEXT.accounts, href: ADMIN_ROUTES.accounts, icon: 'accounts' },
] as const;
