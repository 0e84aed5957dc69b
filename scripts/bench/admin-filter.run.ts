/**
 * The admin list's client-side filtering (SPEC §5) on a 2,000-car fleet, timed in Node: prints one JSON object.
 * Run by scripts/bench/admin-filter.mjs (`npm run bench -- --only=admin-filter`); alone: `npx tsx scripts/bench/admin-filter.run.ts`.
 * The fleet is built by the mock backend's own car factory from its catalogue, repeated until it holds 2,000 cars.
 */
import { performance } from 'node:perf_hooks';
import { createActor } from 'xstate';
import { adminCarsMachine } from '../../machines/admin-cars/admin-cars.machine';
import { countFleet, DEFAULT_FILTERS, filterCars, type AdminFilters, type Car } from '../../machines/admin-cars/admin-cars.model';
import { createFleetSelectors } from '../../machines/admin-cars/admin-cars.select';
import { CATALOGUE } from '../../mocks/db/catalogue';
import { buildCar } from '../../mocks/db/factories/car.factory';
import { createSeedFaker } from '../../mocks/db/seed';
import { SEED_REF_DATE } from '../../mocks/config';

const FLEET_SIZE = 2_000;
const ROUNDS = 200;

function fleetOf(size: number): Car[] {
  const faker = createSeedFaker();
  const ctx = { faker, createdBy: 'bench', refDate: new Date(SEED_REF_DATE), slugs: new Set<string>() };
  return Array.from({ length: size }, (_, i) => buildCar(CATALOGUE[i % CATALOGUE.length]!, ctx) as Car);
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

function time(run: () => unknown, rounds = ROUNDS): ReturnType<typeof stats> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

const fleet = fleetOf(FLEET_SIZE);
const f = (over: Partial<AdminFilters>): AdminFilters => ({ ...DEFAULT_FILTERS, ...over });

// The first search builds each car's lower-cased key (kept per car object): time it on fresh copies, one per round.
const fresh = Array.from({ length: 20 }, () => fleet.map((car) => ({ ...car })));
let round = 0;
const cold = time(() => filterCars(fresh[round++] ?? fleet, f({ search: 'ferrari' })), fresh.length);
// Typing 'lamborghini urus' one key at a time, counting the tiles on each result (what a keystroke costs).
const typed = 'lamborghini urus';
const keystroke = time(() => {
  for (let n = 1; n <= typed.length; n += 1) countFleet(filterCars(fleet, f({ search: typed.slice(0, n) })));
}, 50);
const combined = time(() => filterCars(fleet, f({ brand: 'Ferrari', status: 'available', active: 'active', featured: 'notFeatured' })));
const all = time(() => filterCars(fleet, DEFAULT_FILTERS));

// The view's memoised selector: a re-render with unchanged list and filters costs a lookup, not a filter.
const actor = createActor(adminCarsMachine);
const selectors = createFleetSelectors();
const snapshot = { ...actor.getSnapshot(), context: { ...actor.getSnapshot().context, cars: fleet, total: fleet.length, filters: f({ search: 'ro' }) } };
selectors.visibleCars(snapshot as typeof snapshot);
const memoHit = time(() => selectors.visibleCars(snapshot as typeof snapshot), 1_000);

console.log(
  JSON.stringify({
    fleet: fleet.length,
    coldSearchMs: cold.median,
    keystrokeMs: { median: keystroke.median / typed.length, p95: keystroke.p95 / typed.length },
    combinedMs: combined,
    noFilterMs: all,
    memoHitMs: memoHit.median,
  }),
);
