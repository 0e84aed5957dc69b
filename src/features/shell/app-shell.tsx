import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { FloatingActions } from './floating-actions';
import { isAdminPath } from './shell-ids';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SplashScreen } from './splash-screen';

/**
 * The app shell of SPEC §2 around the routed page: the start-up loader on top, and on public pages the fixed top
 * navigation, the footer and the floating contact buttons. The admin area gets only the page itself.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const isPublic = !isAdminPath(path);

  // Every route change starts at the top of the new page ('instant': the global smooth scrolling must not animate it).
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [path]);

  // Each boundary hydrates and commits on its own: a server-rendered page comes alive in several short tasks.
  return (
    <>
      {isPublic ? (
        <Suspense fallback={null}>
          <SiteHeader />
        </Suspense>
      ) : null}
      {children}
      {isPublic ? (
        <Suspense fallback={null}>
          <SiteFooter />
          <FloatingActions />
        </Suspense>
      ) : null}
      <SplashScreen />
    </>
  );
}
