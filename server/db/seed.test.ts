/** First-start data and persistence on the embedded database. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { demoFleetJson } from '../../mocks/db/demo-fleet';
import { loadConfig } from '../config';
import { buildServer, type Built } from '../server';
import { countCars } from '../services/cars';
import { listTrash, trashCar } from '../services/trash';

const dirs: string[] = [];
const open: Built[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.database.close()));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function start(dataDir: string): Promise<Built> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const built = await buildServer(config, { log: pino({ level: 'silent' }) });
  open.push(built);
  return built;
}

async function stop(built: Built): Promise<void> {
  open.splice(open.indexOf(built), 1);
  await built.database.close();
}

describe('demo fleet', () => {
  it('is the mock seed, car for car (run scripts/export-demo-fleet.ts after changing the seed)', async () => {
    const file = await readFile(new URL('./demo-fleet.json', import.meta.url), 'utf8');
    expect(file).toBe(await demoFleetJson());
  });
});

describe('embedded database on disk', () => {
  it('seeds on first start only, and keeps what the admin did across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'luxe-seed-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    const seeded = await countCars(first.deps.db);
    expect(seeded).toBeGreaterThan(30);
    const fleet = JSON.parse(await demoFleetJson()) as { _id: string }[];
    expect(await trashCar(first.deps.db, fleet[0]!._id, { id: 'de3bb8ff696a9fb8ecfc5fff', name: 'Fleet Administrator', email: 'admin@example.com' }, Date.now())).toBe(true);
    await stop(first);

    const second = await start(dataDir);
    expect(await countCars(second.deps.db)).toBe(seeded - 1);
    const res = await second.app.request(`http://localhost/api/cars/${fleet[0]!._id}`);
    expect(res.status).toBe(404);
    expect((await listTrash(second.deps.db, Date.now())).map((t) => t.car._id)).toEqual([fleet[0]!._id]);
  });
});
