import { css } from 'styled-system/css';
import { AppShell } from '../features/shell/app-shell';
import { SkipLink } from '../features/shell/skip-link';
import { ToasterSlot } from '../components/ui/toaster-slot';
import { readAuthInput } from '../../machines/auth/auth.actors';
import { PageDataProvider } from '../actors/page-data-context';
import { heldByStore, type PageData } from '../actors/page-data';
import { AuthContext, CarDataContext, ShortlistProvider } from '../actors/root-actors';
import { LogicProvider } from '../actors/logic';
import { logic as rootLogic } from '../actors/wiring/root';
import { UnauthorizedBridge } from './unauthorized-bridge';
import { RouteGuard } from './route-guard';
import { AppRoutes } from './routes';
import { LocaleRouter } from '../i18n/locale-router';

/**
 * The app; `pageData` is the fleet data a server-rendered page arrived with (src/actors/page-data.ts). The root
 * actors' live logic (src/actors/wiring/root.ts) is provided here, for every page (docs/decisions/009).
 */
export function App({ pageData = null }: { pageData?: PageData | null }) {
  return (
    <LocaleRouter>
    <LogicProvider logic={rootLogic}>
      <AuthContext.Provider logic={rootLogic.auth} options={{ input: readAuthInput() }}>
        <CarDataContext.Provider logic={rootLogic.carData} options={{ input: heldByStore(pageData) }}>
          <ShortlistProvider logic={rootLogic.shortlist}>
          <PageDataProvider data={pageData}>
            <UnauthorizedBridge />
            <SkipLink className={skipLink} />
            <AppShell>
              <main id="main" tabIndex={-1} className={mainStyle}>
                <RouteGuard>
                  <AppRoutes />
                </RouteGuard>
              </main>
            </AppShell>
            <ToasterSlot />
          </PageDataProvider>
          </ShortlistProvider>
        </CarDataContext.Provider>
      </AuthContext.Provider>
    </LogicProvider>
    </LocaleRouter>
  );
}

/**
 * At least a screen high: while a page's code or data loads, the footer stays below the fold instead of painting in
 * view and being pushed down (no layout shift).
 */
const mainStyle = css({ outline: 'none', minH: '100dvh' });

const skipLink = css({
  position: 'absolute',
  insetInlineStart: '4',
  top: '-20',
  zIndex: 100,
  bg: 'gold.500',
  color: 'ink.950',
  px: '4',
  py: '2',
  borderRadius: 'pill',
  _focusVisible: { top: '4' },
});
