import { INVITE_TOKEN_TTL_MS } from '../../../../domain/rules';

/** How many days an invitation's link works. */
const INVITE_DAYS = Math.round(INVITE_TOKEN_TTL_MS / 86_400_000);

/** The portal's accounts (issue 22): its texts, written once for views and tests; the Arabic twin is ./accounts-copy.ar.ts. */
export const ACCOUNTS_TEXT = {
  eyebrow: 'Team',
  title: 'Accounts',
  metaTitle: 'Accounts | Admin',
  metaDescription: 'Everyone who can sign in to the portal: invite an administrator, deactivate or reactivate an account.',
  intro: 'Everyone who can sign in to the portal. Invite a new administrator by e-mail; they choose their own password with the link we send.',
  invite: 'Invite administrator',
  signOutOthers: 'Sign out my other sessions',
  signingOut: 'Signing out...',
  loading: 'Loading the accounts...',
  loadFailed: 'The accounts could not be loaded.',
  tryAgain: 'Try Again',
  listLabel: 'Accounts, active first',
  count: (count: number) => (count === 1 ? '1 account' : `${count} accounts`),
  you: 'You',
  role: (role: string) => (role === 'admin' ? 'Administrator' : role === 'staff' ? 'Staff' : role),
  active: 'Active',
  pending: 'Invited — awaiting password',
  deactivated: 'Deactivated',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  sessionsLabel: 'Sessions',
  sessions: (count: number) => (count === 0 ? 'No open sessions' : count === 1 ? '1 open session' : `${count} open sessions`),
  deactivate: 'Deactivate',
  deactivating: 'Deactivating...',
  reactivate: 'Reactivate',
  reactivating: 'Reactivating...',
  resend: 'Resend invitation',
  /** After 'Resend invitation', for assistive tech: whose. */
  resendTo: (name: string) => `to ${name}`,
  resending: 'Sending...',
  // The 'Deactivate?' confirmation
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateText: 'They are signed out at once and can no longer sign in. You can reactivate them later.',
  cancel: 'Cancel',
  confirmDeactivate: 'Deactivate',
  // The invitation dialog
  inviteTitle: 'Invite an administrator',
  inviteLead: `We e-mail them a link to choose their own password; it works for ${INVITE_DAYS} days.`,
  name: 'Name',
  email: 'E-mail address',
  nameRequired: 'Enter their name.',
  emailRequired: 'Enter their e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  send: 'Send invitation',
  sending: 'Sending...',
  close: 'Close',
} as const;
