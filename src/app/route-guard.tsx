import { useEffect, useRef, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { LOGIN_REDIRECT_MS } from '../config/constants';
import { resolveGuard } from './guard';
import { AuthContext } from './root-actors';

/**
 * Applies SPEC §2's guard to the current path. Admin paths wait while a stored token is still being checked; a login
 * or logout in flight does not unmount the page (the login form keeps what was typed, the layout shows 'Logging out...').
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const checking = AuthContext.useSelector((s) => s.matches('checking'));
  const isAuthenticated = AuthContext.useSelector((s) => s.matches('authenticated'));
  const role = AuthContext.useSelector((s) => s.context.user?.role ?? null);
  const lastLoginAt = AuthContext.useSelector((s) => s.context.lastLoginAt);
  const guarded = path.includes('/admin');

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
  // Read at render on purpose: only the render right after a login on this page falls inside the window.
  const signingIn = lastLoginAt !== null && Date.now() - lastLoginAt < LOGIN_REDIRECT_MS;
  const outcome = resolveGuard({ path, isAuthenticated, user: role ? { role } : null, signingIn });
  return outcome.kind === 'redirect' ? <Redirect to={outcome.to} replace /> : children;
}
