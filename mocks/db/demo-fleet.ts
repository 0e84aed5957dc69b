/** The seeded fleet as the product server's demo data (server/db/demo-fleet.json): the same cars, ids and dates. */
import { seedDb } from './seed';

export async function demoFleetJson(): Promise<string> {
  const db = await seedDb();
  return `${JSON.stringify(db.cars, null, 1)}\n`;
}
