/**
 * First-start data: the demo fleet (server/db/demo-fleet.json, exported from the mock's fixed seed so both backends
 * show the same cars) when demo seeding is on. Seeded once: a later start leaves the fleet as the admins left it.
 */
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Car } from '../../domain/types';
import { insertCars } from '../services/cars';
import type { Database } from './client';
import { appMeta } from './schema';

const DEMO_FLEET = new URL('./demo-fleet.json', import.meta.url);
const SEEDED = 'demo_fleet_seeded_at';
/** Any constant: instances starting together on an empty database seed it one after the other, so once. */
const SEED_LOCK = 7_270_705;

let demoFleet: Promise<Car[]> | null = null;

export function loadDemoFleet(): Promise<Car[]> {
  demoFleet ??= readFile(DEMO_FLEET, 'utf8').then((text) => JSON.parse(text) as Car[]);
  return demoFleet;
}

/** Inserts the demo fleet unless it was seeded before; true when it did. */
export async function seedDemoFleet(db: Database, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Held to the end of the transaction: a second instance waits here, then finds the fleet seeded.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED));
    if (done) return false;
    await insertCars(tx as unknown as Database, await loadDemoFleet());
    await tx.insert(appMeta).values({ key: SEEDED, value: new Date(now).toISOString() });
    return true;
  });
}
