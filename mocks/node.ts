/**
 * The mock backend in Node (Vitest, Testing Library): `server.listen()` in a test file or setup, real `fetch` calls to
 * 'http://localhost/api/...'. In-memory database; no latency unless a test asks for it.
 */
import { setupServer } from 'msw/node';
import { resetDb } from './db/store';
import { handlers } from './handlers';
import { resetRuntime, setLatency } from './runtime';
import { setScenario } from './scenarios';

export const server = setupServer(...handlers);

// Tests answer at once (and never start a timer, so fake timers cannot stall a request).
setLatency(0);

/** Fresh seed, scenario 'normal', latency 0, rate limiters (the visitor's enquiry and beacon limits too) emptied: call in beforeEach. */
export async function resetMockBackend(): Promise<void> {
  setScenario('normal');
  resetRuntime(0);
  await resetDb();
}

export { getDb, getLastResetToken, peekDb, resetDb } from './db/store';
export { SEEDED_ACCOUNTS } from './db/factories/account.factory';
export { getScenario, setScenario, SCENARIOS, type Scenario } from './scenarios';
export { getLatency, resetVisitorLimits, setLatency, setRateLimit } from './runtime';
