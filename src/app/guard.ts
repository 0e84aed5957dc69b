/** Route guard of SPEC §2, as a pure function so it is tested apart from React and wouter. */
import { ADMIN_HOME } from '../../domain/constants';
import { ADMIN_FORGOT_PASSWORD, ADMIN_LOGIN, ADMIN_RESET_PASSWORD, ADMIN_ROOT, UNAUTHORISED } from '../../domain/pages';
export type GuardUser = { role: string } | null;
export type GuardInput = {
  path: string;
  isAuthenticated: boolean;
  user: GuardUser;
  /**
   * An admin who has just signed in on the login page: the page shows 'Login successful! Redirecting...' and moves on
   * itself after the login redirect delay (SPEC §2), so the guard does not cut it short.
   */
  signingIn?: boolean;
  /**
   * The stored session could not be checked (no network, a server error; issue 11): the token is kept, and the
   * portal's pages say so instead of sending the admin to the login.
   */
  sessionUnavailable?: boolean;
};
export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'unavailable' };

// The portal's addresses are the page table's (domain/pages.ts). The password pages beside the login are public like
// it, for anyone not signed in as admin.
const SIGN_IN_PAGES: readonly string[] = [ADMIN_LOGIN, ADMIN_FORGOT_PASSWORD, ADMIN_RESET_PASSWORD];

const allow: GuardOutcome = { kind: 'allow' };
const redirect = (to: string): GuardOutcome => ({ kind: 'redirect', to });

export function resolveGuard({ path, isAuthenticated, user, signingIn = false, sessionUnavailable = false }: GuardInput): GuardOutcome {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // The sign-in pages stay usable (another account, or the server is back); every other admin page waits.
  if (sessionUnavailable && clean.includes(ADMIN_ROOT) && !SIGN_IN_PAGES.includes(clean)) return { kind: 'unavailable' };
  const isAdmin = isAuthenticated && user?.role === 'admin';
  const signedInNonAdmin = isAuthenticated && !isAdmin;

  if (clean === ADMIN_ROOT) {
    if (isAdmin) return redirect(ADMIN_HOME);
    return redirect(signedInNonAdmin ? UNAUTHORISED : ADMIN_LOGIN);
  }
  if (clean === ADMIN_LOGIN && isAdmin && signingIn) return allow;
  if (SIGN_IN_PAGES.includes(clean)) return isAdmin ? redirect(ADMIN_HOME) : allow;
  if (clean.includes(ADMIN_ROOT) && !isAdmin) {
    return redirect(signedInNonAdmin ? UNAUTHORISED : ADMIN_LOGIN);
  }
  return allow;
}
