import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { resolveGuard } from './guard';
import { AuthContext } from '../actors/root-actors';
import { lazyWithWords } from '../i18n/lazy-with-words';

// The portal's own chunk (and stylesheet): a visitor never downloads it.
const SessionUnavailable = lazyWithWords(() => import('../features/admin/session-unavailable'));

/**
 * Applies SPEC §2's guard to the current path. Admin paths wait while a stored token is still being checked; a login
 * or logout in flight does not unmount the page (the login form keeps what was typed, the layout shows 'Logging out...').
 * A stored token that could not be checked (no network, a server error) is kept, and the portal says why (issue 11).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const checking = AuthContext.useSelector((s) => s.hasTag('checking'));
  const isAuthenticated = AuthContext.useSelector((s) => s.hasTag('authenticated'));
  const role = AuthContext.useSelector((s) => s.context.user?.role ?? null);
  const lastLoginAt = AuthContext.useSelector((s) => s.context.lastLoginAt);
  const sessionUnavailable = AuthContext.useSelector((s) => s.hasTag('unavailable'));
  const guarded = path.includes('/admin');
  const isAdminNow = isAuthenticated && role === 'admin';

  // Who arrived on this route: an admin arriving at the login is sent on, but someone who signs in on the login page
  // (a login in this tab since arriving) is left to the page, which shows 'Login successful! Redirecting...' and
  // moves on itself after 1.5 s (SPEC §2). Kept per route as state derived during render (React's documented pattern).
  const [arrival, setArrival] = useState({ path, admin: isAdminNow, lastLoginAt });
  const entry = arrival.path === path ? arrival : { path, admin: isAdminNow, lastLoginAt };
  if (arrival !== entry) setArrival(entry);
  const signingIn = !entry.admin && lastLoginAt !== entry.lastLoginAt;

  // SPEC §6: the guard logs the route, the authenticated flag and the role — once per route, once the auth state is known.
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!guarded) logged.current = null;
    if (!guarded || checking || logged.current === path) return;
    logged.current = path;
    console.info('[guard]', { route: path, isAuthenticated, role });
  }, [guarded, checking, path, isAuthenticated, role]);

  if (!guarded) return children;
  if (checking) return null;
  const outcome = resolveGuard({ path, isAuthenticated, user: role ? { role } : null, signingIn, sessionUnavailable });
  if (outcome.kind === 'unavailable') {
    return (
      <Suspense fallback={null}>
        <SessionUnavailable />
      </Suspense>
    );
  }
  return outcome.kind === 'redirect' ? <Redirect to={outcome.to} replace /> : children;
}
