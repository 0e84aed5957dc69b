/**
 * Named behaviours of the whole mock backend, for demos and tests:
 * normal (default), empty (no cars), error (every API call 500), offline (network failure),
 * ratelimit (every public call 429, Retry-After 5), slow (2–4 s latency).
 * In the browser `?mock=<name>` picks one for the tab (kept in sessionStorage); `?mock=reset` re-seeds the database.
 */
import { HttpResponse } from 'msw';
import { STORAGE_KEYS } from '../domain/constants';
import { SCENARIO_RETRY_AFTER_S, SLOW_LATENCY } from './config';
import type { Car } from './db/types';
import { SERVER_MSG } from '../domain/messages';

export const SCENARIOS = ['normal', 'empty', 'error', 'offline', 'ratelimit', 'slow'] as const;
export type Scenario = (typeof SCENARIOS)[number];
/** The `?mock=` value that re-seeds the database instead of naming a scenario. */
export const RESET_PARAM = 'reset';
export const SCENARIO_PARAM = 'mock';

/** public: the showroom's calls; auth and admin: the portal's; file: uploaded images (not an API call). */
export type RouteKind = 'public' | 'auth' | 'admin' | 'file';

let current: Scenario = 'normal';
/** The fleet of the `empty` scenario: starts empty, and admin writes land here, not in the real database. */
let emptyFleet: Car[] = [];

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

export function getScenario(): Scenario {
  return current;
}

export function setScenario(name: Scenario): void {
  if (name === 'empty' && current !== 'empty') emptyFleet = [];
  current = name;
}

/** The cars the handlers see under the current scenario, or null to use the database's. */
export function scenarioFleet(): Car[] | null {
  return current === 'empty' ? emptyFleet : null;
}

export function scenarioLatency(): { min: number; max: number } | null {
  return current === 'slow' ? SLOW_LATENCY : null;
}

/** The answer the scenario gives instead of the handler's, or null to let the handler answer. */
export function scenarioResponse(kind: RouteKind): Response | null {
  if (current === 'offline') return HttpResponse.error();
  if (kind === 'file') return null;
  if (current === 'error') {
    return HttpResponse.json({ success: false, message: SERVER_MSG.internalError }, { status: 500 });
  }
  if (current === 'ratelimit' && kind === 'public') {
    return HttpResponse.json(
      { success: false, message: SERVER_MSG.tooManyRequests },
      { status: 429, headers: { 'Retry-After': String(SCENARIO_RETRY_AFTER_S) } },
    );
  }
  return null;
}

export interface BrowserScenarioChoice {
  scenario: Scenario;
  /** true when the address asked to re-seed the database (`?mock=reset`). */
  reset: boolean;
}

/**
 * The scenario for this tab: `?mock=<name>` wins and is remembered in sessionStorage; `?mock=reset` forgets it and
 * asks for a fresh database; otherwise the remembered one, else normal. An unknown name is ignored with a warning.
 */
export function chooseBrowserScenario(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): BrowserScenarioChoice {
  const asked = new URLSearchParams(search).get(SCENARIO_PARAM);
  if (asked === RESET_PARAM) {
    storage.removeItem(STORAGE_KEYS.mockScenario);
    return { scenario: 'normal', reset: true };
  }
  if (asked !== null) {
    if (isScenario(asked)) {
      storage.setItem(STORAGE_KEYS.mockScenario, asked);
      return { scenario: asked, reset: false };
    }
    console.warn(`[mock] Unknown scenario "${asked}"; expected one of ${SCENARIOS.join(', ')} or ${RESET_PARAM}.`);
  }
  const remembered = storage.getItem(STORAGE_KEYS.mockScenario);
  return { scenario: isScenario(remembered) ? remembered : 'normal', reset: false };
}
