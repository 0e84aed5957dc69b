/**
 * `npm run backup` / `npm run restore` (issue 24) by a round trip: a server on the embedded database gets a car and an
 * upload, the backup is taken (refused while the server holds the folder), DATA_DIR is wiped, the restore puts both
 * back (refusing to overwrite without --force), and a server started on it serves them.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '../../domain/types';
import { carInput } from '../../mocks/test-helpers';
import { loadConfig } from '../config';
import { buildServer, type Built } from '../server';
import { png } from '../services/images.fixtures';
import { bearer, login, postJson } from '../testing';
import { EXIT_CODES } from '../startup';
import { runBackupCli, type BackupIo } from './backup';

let root: string;
let out: string[];
let err: string[];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'luxe-backup-test-'));
  out = [];
  err = [];
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const env = () => ({ NODE_ENV: 'test', DATA_DIR: join(root, 'data'), SITE_DIR: join(root, 'site'), LOG_LEVEL: 'silent' });
const io = (extra: Record<string, string> = {}): BackupIo => ({ env: { ...env(), ...extra }, out: (line) => out.push(line), err: (line) => err.push(line) });
const start = () => buildServer(loadConfig(env()), { log: pino({ level: 'silent' }), outbox: 'manual' });
const client = (built: Built) => ({ request: async (path: string, init?: RequestInit) => built.app.request(`http://localhost${path}`, init) });

describe('backup and restore of the embedded database', () => {
  it('round trip: a car and an upload survive backup, wipe and restore; a running server and a full DATA_DIR are refused', async () => {
    const file = join(root, 'backups', 'luxe.tar');
    let server = await start();
    let api = client(server);
    const auth = bearer((await login(api)).accessToken);
    const created = await api.request('/api/admin/cars/add', postJson(carInput({ name: 'Backup Test Roadster' }), auth));
    expect(created.status).toBe(201);
    const form = new FormData();
    form.append('file', new Blob([await png(300, 200)], { type: 'image/png' }), 'car.png');
    const uploaded = await api.request('/api/admin/cars/upload-image', { method: 'POST', body: form, headers: auth });
    expect(uploaded.status).toBe(201);
    const { fileName } = ((await uploaded.json()) as { result: { fileName: string } }).result;
    const counted = (await server.deps.db.execute(sql`SELECT count(*)::int AS n FROM cars`)) as unknown as { rows: { n: number }[] };
    const cars = counted.rows[0]!.n;

    // The server holds the database folder: no backup (it would not be consistent), and no second server.
    expect(await runBackupCli('backup', [file], io())).toBe(1);
    expect(err.join('\n')).toMatch(/^backup: The embedded database .* is in use by another process .*stop the server/);
    await expect(start()).rejects.toMatchObject({ exitCode: EXIT_CODES.dataDir });
    await server.database.close();

    expect(await runBackupCli('backup', [file], io())).toBe(0);
    expect(out.at(-1)).toMatch(new RegExp(`^Backed up ${cars} cars and \\d+ upload files to ${file}$`));
    expect(await readdir(join(root, 'backups'))).toEqual(['luxe.tar']); // no partial file left beside it

    await rm(join(root, 'data'), { recursive: true, force: true });
    expect(await runBackupCli('restore', [file], io())).toBe(0);
    expect(out.at(-1)).toMatch(new RegExp(`^Restored ${cars} cars and \\d+ upload files from the backup of .* into ${join(root, 'data')}$`));

    // Restoring over what is there takes --force.
    err = [];
    expect(await runBackupCli('restore', [file], io())).toBe(1);
    expect(err.join('\n')).toMatch(/pglite and .*uploads are not empty: restore with --force/);
    expect(await runBackupCli('restore', [file, '--force'], io())).toBe(0);

    server = await start();
    api = client(server);
    try {
      const { data } = (await (await api.request('/api/cars?limit=100&search=Backup%20Test')).json()) as { data: Car[] };
      expect(data.map((car) => car.name)).toEqual(['Backup Test Roadster']);
      const image = await api.request(`/uploads/${fileName}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      // The old session's tokens still work: the development secret came back with the data.
      expect((await api.request('/api/auth/check-auth', { headers: auth })).status).toBe(200);
    } finally {
      await server.database.close();
    }
  }, 120_000);

  it('refuses what is not a backup, a missing database, and PostgreSQL (pg_dump)', async () => {
    const junk = join(root, 'junk.tar');
    await writeFile(junk, 'not a tar file');
    expect(await runBackupCli('restore', [junk], io())).toBe(1);
    expect(await runBackupCli('backup', [join(root, 'x.tar')], io())).toBe(1);
    expect(await runBackupCli('backup', [join(root, 'x.tar')], io({ DATABASE_URL: 'postgres://luxe@127.0.0.1:1/luxe' }))).toBe(1);
    expect(await runBackupCli('backup', [], io())).toBe(2);
    expect(err).toEqual([
      expect.stringMatching(/^restore: .*junk\.tar cannot be read as a backup/),
      expect.stringMatching(/^backup: there is no database in .*pglite to back up/),
      expect.stringMatching(/^backup: DATABASE_URL is set: back up PostgreSQL with its own tools \(pg_dump/),
      expect.stringMatching(/^Usage:/),
    ]);
  });
});
