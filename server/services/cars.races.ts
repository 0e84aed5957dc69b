/**
 * The admin's car writes under concurrency (issue 20), as tests run on each database: cars.test.ts on PGlite (which
 * runs one statement at a time, so these held there already) and cars.postgres.test.ts on PostgreSQL, where 20
 * concurrent adds with one name answered 15 × 500 (the unique slug) and 20 renames to one name 5 × 500.
 */
import { expect, it } from 'vitest';
import { SERVER_MSG } from '../../domain/messages';
import type { Car } from '../../domain/types';
import { carInput } from '../../mocks/test-helpers';
import { bearer, login, postJson, type TestServer } from '../testing';
import { LIMIT_RULES, type LimitName, type LimitRule } from './limits';

/** Rate limits out of the way: these tests send bursts on purpose. */
export const NO_LIMITS = Object.fromEntries(Object.keys(LIMIT_RULES).map((name) => [name, { points: 1_000_000, duration: 60 }])) as Record<
  LimitName,
  LimitRule
>;

export const BURST = 20;

interface CarAnswer {
  success: boolean;
  message: string;
  data: Car;
}

export function carWriter(server: TestServer, token: string) {
  const auth = bearer(token);
  return {
    add: (input: unknown) => server.request('/api/admin/cars/add', postJson(input, auth)),
    edit: (id: string, input: unknown) => server.request(`/api/admin/cars/edit/${id}`, { ...postJson(input, auth), method: 'PUT' }),
    remove: (id: string) => server.request(`/api/admin/cars/delete/${id}`, { method: 'DELETE', headers: auth }),
    list: async (): Promise<Car[]> => {
      const res = await server.request('/api/admin/cars/get?limit=1000', { headers: auth });
      return ((await res.json()) as { data: Car[] }).data;
    },
  };
}

/** The slug of the first car made from `name` and `year`, and the ones after it: base, base-2, base-3, … */
const slugRun = (base: string, n: number) => [base, ...Array.from({ length: n - 1 }, (_, i) => `${base}-${i + 2}`)];

/** The tests, each on a server of the test's database with the demo fleet (`server()` is ready when they run). */
export function defineCarRaceTests(server: () => TestServer): void {
  it(`${BURST} concurrent adds of one name all succeed, each with its own slug`, async () => {
    const cars = carWriter(server(), (await login(server())).accessToken);
    const input = carInput({ name: 'Race Car Alpha', model: 'Alpha', year: 2025 });
    const answers = await Promise.all(Array.from({ length: BURST }, () => cars.add(input)));
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as CarAnswer[];
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: BURST }, () => 201));
    expect(bodies.every((body) => body.message === SERVER_MSG.carAdded)).toBe(true);
    const slugs = bodies.map((body) => body.data.slug);
    expect(new Set(slugs)).toEqual(new Set(slugRun('race-car-alpha-2025', BURST)));
    const stored = (await cars.list()).filter((car) => car.name === 'Race Car Alpha');
    expect(stored.map((car) => car.slug).sort()).toEqual([...slugs].sort());
  });

  it(`${BURST} concurrent renames of different cars to one name all succeed, each with its own slug`, async () => {
    const cars = carWriter(server(), (await login(server())).accessToken);
    const targets = (await cars.list()).slice(0, BURST);
    expect(targets).toHaveLength(BURST);
    const input = carInput({ name: 'Race Car Beta', model: 'Beta', year: 2024 });
    const answers = await Promise.all(targets.map((car) => cars.edit(car._id, input)));
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as CarAnswer[];
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: BURST }, () => 200));
    expect(new Set(bodies.map((body) => body.data.slug))).toEqual(new Set(slugRun('race-car-beta-2024', BURST)));
    const stored = await cars.list();
    for (const body of bodies) expect(stored.find((car) => car._id === body.data._id)?.slug).toBe(body.data.slug);
  });
}
