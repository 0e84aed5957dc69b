/**
 * Writes the mock's seeded fleet (fixed faker seed) to server/db/demo-fleet.json, the demo fleet the product server
 * seeds into an empty database. Run after a change to the seed: `npx tsx scripts/export-demo-fleet.ts`.
 * A test (server/db/seed.test.ts) fails while the file and the mock's seed differ.
 */
import { writeFileSync } from 'node:fs';
import { demoFleetJson } from '../mocks/db/demo-fleet';

writeFileSync(new URL('../server/db/demo-fleet.json', import.meta.url), await demoFleetJson());
console.log('server/db/demo-fleet.json written');
