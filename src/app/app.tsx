import { css } from 'styled-system/css';
import { AppShell } from '../features/shell/app-shell';
import { Toaster } from '../components/ui/toaster';
import { readAuthInput } from '../../machines/auth/auth.actors';
import { AuthContext, CarDataContext } from './root-actors';
import { UnauthorizedBridge } from './unauthorized-bridge';
import { RouteGuard } from './route-guard';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AuthContext.Provider options={{ input: readAuthInput() }}>
      <CarDataContext.Provider>
        <UnauthorizedBridge />
        <a href="#main" className={skipLink}>Skip to content</a>
        <AppShell>
          <main id="main" tabIndex={-1} className={mainStyle}>
            <RouteGuard>
              <AppRoutes />
            </RouteGuard>
          </main>
        </AppShell>
        <Toaster />
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
