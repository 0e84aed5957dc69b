import { css } from 'styled-system/css';
import { AppShell } from '../features/shell/app-shell';
import { ToasterSlot } from '../components/ui/toaster-slot';
import { readAuthInput } from '../../machines/auth/auth.actors';
import { PageDataProvider } from './page-data-context';
import { heldByStore, type PageData } from './page-data';
import { AuthContext, CarDataContext } from './root-actors';
import { UnauthorizedBridge } from './unauthorized-bridge';
import { RouteGuard } from './route-guard';
import { AppRoutes } from './routes';

/** The app; `pageData` is the fleet data a server-rendered page arrived with (src/app/page-data.ts). */
export function App({ pageData = null }: { pageData?: PageData | null }) {
  return (
    <AuthContext.Provider options={{ input: readAuthInput() }}>
      <CarDataContext.Provider options={{ input: heldByStore(pageData) }}>
        <PageDataProvider data={pageData}>
          <UnauthorizedBridge />
          <a href="#main" className={skipLink}>Skip to content</a>
          <AppShell>
            <main id="main" tabIndex={-1} className={mainStyle}>
              <RouteGuard>
                <AppRoutes />
              </RouteGuard>
            </main>
          </AppShell>
          <ToasterSlot />
        </PageDataProvider>
      </CarDataContext.Provider>
    </AuthContext.Provider>
  );
}

/**
 * At least a screen high: while a page's code or data loads, the footer stays below the fold instead of painting in
 * view and being pushed down (no layout shift).
 */
const mainStyle = css({ outline: 'none', minH: '100dvh' });

const skipLink = css({
  position: 'absolute',
  left: '4',
  top: '-20',
  zIndex: 100,
  bg: 'gold.500',
  color: 'ink.950',
  px: '4',
  py: '2',
  borderRadius: 'pill',
  _focusVisible: { top: '4' },
});
