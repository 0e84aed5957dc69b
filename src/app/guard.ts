/** Route guard of SPEC §2, as a pure function so it is tested apart from React and wouter. */
export type GuardUser = { role: string } | null;
export type GuardInput = { path: string; isAuthenticated: boolean; user: GuardUser };
export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string };

export const ADMIN_HOME = '/admin/dashboard';
export const ADMIN_LOGIN = '/admin/login';
export const UNAUTHORISED = '/unauth';

const allow: GuardOutcome = { kind: 'allow' };
const redirect = (to: string): GuardOutcome => ({ kind: 'redirect', to });

export function resolveGuard({ path, isAuthenticated, user }: GuardInput): GuardOutcome {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const isAdmin = isAuthenticated && user?.role === 'admin';
  const signedInNonAdmin = isAuthenticated && !isAdmin;

  if (clean === '/admin') {
    if (isAdmin) return redirect(ADMIN_HOME);
    return redirect(signedInNonAdmin ? UNAUTHORISED : ADMIN_LOGIN);
  }
  if (clean === ADMIN_LOGIN) return isAdmin ? redirect(ADMIN_HOME) : allow;
  if (clean.includes('/admin') && !isAdmin) {
    return redirect(signedInNonAdmin ? UNAUTHORISED : ADMIN_LOGIN);
  }
  return allow;
}
