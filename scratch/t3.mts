import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoFleet } from '../server/db/seed.ts';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log(l, Math.round(n - t)); t = n; };
const h = await openDatabase({ kind: 'memory' }); lap('open+migrate');
await seedDemoFleet(h.db, Date.now()); lap('seed');
const client = (h.db as unknown as { $client: PGlite }).$client;
const dump = await client.dumpDataDir('none'); lap('dump');
for (let i = 0; i < 3; i++) { const p2 = new PGlite({ loadDataDir: dump }); await p2.waitReady; lap('load from dump'); await p2.close(); }
for (let i = 0; i < 2; i++) { const p = new PGlite(); await p.waitReady; lap('fresh'); await p.close(); }
