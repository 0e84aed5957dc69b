/**
 * The mock backend in the browser (npm start, the demo build): an msw service worker answering every /api call,
 * with the database kept in IndexedDB so it survives reloads.
 *
 * `?mock=<scenario>` picks a scenario for the tab (remembered in sessionStorage); `?mock=reset` re-seeds.
 * The refresh cookie is httpOnly: a service worker cannot set real cookies, so msw keeps mocked Set-Cookie values
 * in its own cookie jar (localStorage '__msw-cookie-store__') and hands them to the handlers as `cookies`, alongside
 * document.cookie; the refresh handler reads the session from there.
 */
import { setupWorker } from 'msw/browser';
import { STORAGE_KEYS } from '../domain/constants';
import { DB_VERSION } from './config';
import { fromState, getLastResetToken, resetDb, setPersistence, useDb } from './db/store';
import { handlers } from './handlers';
import { openIndexedDbPersistence, type BrowserPersistence } from './persistence/indexeddb';
import { onResetToken, resetVisitorLimits, setLatency, setRateLimit } from './runtime';
import { chooseBrowserScenario, getScenario, isScenario, setScenario, type Scenario } from './scenarios';

/** A handle for Playwright and the console: `window.__mockBackend.getLastResetToken('admin@example.com')`. */
export interface MockBackendHandle {
  getScenario(): Scenario;
  setScenario(name: Scenario): void;
  reset(): Promise<void>;
  getLastResetToken(email: string): string | undefined;
  setLatency(ms: number): void;
  setRateLimit(max: number | null): void;
}

declare global {
  interface Window {
    __mockBackend?: MockBackendHandle;
  }
}

async function openPersistence(): Promise<BrowserPersistence | null> {
  try {
    return await openIndexedDbPersistence();
  } catch (error) {
    console.warn('[mock] IndexedDB is unavailable; the mock database will not survive a reload.', error);
    return null;
  }
}

async function loadDatabase(persistence: BrowserPersistence | null, reset: boolean): Promise<void> {
  if (!persistence) {
    if (reset) await resetDb();
    return;
  }
  setPersistence(persistence);
  const state = reset ? undefined : await persistence.loadState().catch(() => undefined);
  if (state && state.version === DB_VERSION) useDb(fromState(state));
  else await resetDb();
}

export async function startMockWorker(): Promise<void> {
  const choice = chooseBrowserScenario(window.location.search, window.sessionStorage);
  setScenario(choice.scenario);
  await loadDatabase(await openPersistence(), choice.reset);

  onResetToken((email, token) => {
    console.info(`[mock] Password reset e-mail for ${email}: token ${token}`);
  });

  window.__mockBackend = {
    getScenario,
    setScenario: (name) => {
      if (!isScenario(name)) throw new Error(`Unknown scenario ${String(name)}`);
      setScenario(name);
      window.sessionStorage.setItem(STORAGE_KEYS.mockScenario, name);
    },
    reset: async () => {
      resetVisitorLimits();
      await resetDb();
    },
    getLastResetToken,
    setLatency,
    setRateLimit,
  };

  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
  if (choice.scenario !== 'normal') console.info(`[mock] Scenario "${choice.scenario}" (reset with ?mock=normal).`);
}
