/**
 * GET /api/cars/brands on the product server, through the real app (server/testing.ts) on a copy of the seeded
 * database: the grouped count of the active fleet, matched before /api/cars/{idOrCategory}. The same operation runs
 * against the mock and PostgreSQL in the contract suite (tests/contract/suite.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../domain/messages';
import type { BrandCount, Car } from '../../domain/types';
import { cars } from '../db/schema';
import { allCars, insertCar } from '../services/cars';
import { serverPerFile } from '../testing';

const server = serverPerFile();

type BrandList = { success: boolean; message: string; data: BrandCount[] };

async function brands(): Promise<{ status: number; body: BrandList }> {
  const res = await server().request('/api/cars/brands?_t=1');
  return { status: res.status, body: (await res.json()) as BrandList };
}

/** The expected list, counted the plain way from the cars themselves. */
function countActive(fleet: readonly Car[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const car of fleet) if (car.isActive) counts[car.brand] = (counts[car.brand] ?? 0) + 1;
  return counts;
}

describe('GET /api/cars/brands', () => {
  it('answers every brand of the active fleet with its count, sorted by name, before the id route', async () => {
    const { status, body } = await brands();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: SERVER_MSG.brandsOk });
    const fleet = await allCars(server().deps.db);
    expect(Object.fromEntries(body.data.map((b) => [b.brand, b.count]))).toEqual(countActive(fleet));
    const names = body.data.map((b) => b.brand.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('follows the fleet: an inactive car leaves its count, another spelling of a brand joins it', async () => {
    const db = server().deps.db;
    const fleet = (await allCars(db)).filter((c) => c.isActive);
    const hidden = fleet[0]!;
    await db.update(cars).set({ isActive: false }).where(eq(cars.id, hidden._id));
    const rest = fleet.filter((c) => c !== hidden);
    const twin = rest.find((c) => rest.filter((o) => o.brand === c.brand).length >= 2)!;
    const spelled = twin.brand.toUpperCase().replace(/ /g, '-');
    await insertCar(db, { ...twin, _id: 'f'.repeat(24), slug: `${twin.slug}-twin`, brand: spelled });
    const { body } = await brands();
    const counts = Object.fromEntries(body.data.map((b) => [b.brand, b.count]));
    expect(counts[twin.brand]).toBe(rest.filter((c) => c.brand === twin.brand).length + 1);
    expect(counts[spelled]).toBeUndefined();
    expect(counts[hidden.brand] ?? 0).toBe(rest.filter((c) => c.brand === hidden.brand).length);
  });
});
