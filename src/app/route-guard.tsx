import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { resolveGuard } from './guard';
import { AuthContext } from './root-actors';

/** Applies SPEC §2's guard to the current path. Admin paths wait while the auth state is still loading. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const loading = AuthContext.useSelector((s) => s.hasTag('busy'));
  const isAuthenticated = AuthContext.useSelector((s) => s.matches('authenticated'));
  const role = AuthContext.useSelector((s) => s.context.user?.role ?? null);

  if (!path.includes('/admin')) return children;
  if (loading) return null;
  const outcome = resolveGuard({ path, isAuthenticated, user: role ? { role } : null });
  console.info('[guard]', { route: path, isAuthenticated, role });
  return outcome.kind === 'redirect' ? <Redirect to={outcome.to} replace /> : children;
}
