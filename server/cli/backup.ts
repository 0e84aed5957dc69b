/**
 * Backups of the embedded database (PGlite under DATA_DIR) and the uploads folder, from a shell:
 *
 *   npm run backup -- /backups/luxe-2026-11-27.tar
 *   npm run restore -- /backups/luxe-2026-11-27.tar [--force]
 *
 * A backup is one tar file: `luxe-backup.json` (what it holds), `pglite.tar.gz` (PGlite's own dump of its folder),
 * `uploads/` (UPLOADS_DIR as it is) and `.session-secret` when DATA_DIR has one. It is consistent because nothing
 * else writes meanwhile: the server must be stopped (SIGTERM finishes in-flight writes), and the command holds the
 * database folder's lock (db/data-dir-lock.ts) while it runs, so a server cannot start in the middle of it either;
 * a running server makes it refuse. Restore refuses a DATA_DIR that holds a database or uploads already unless
 * --force. With DATABASE_URL both refuse: pg_dump / pg_restore do that (docs/deploy.md). With a bucket (S3_BUCKET)
 * the uploads are the bucket's to back up (versioning, replication, the provider's backups).
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig, type ServerConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { StartupError } from '../startup';

const run = promisify(execFile);

export const MANIFEST = 'luxe-backup.json';
const DATABASE_FILE = 'pglite.tar.gz';
const UPLOADS = 'uploads';
const SECRET = '.session-secret';

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite';
  /** false when the uploads were in a bucket (not in the backup). */
  uploads: boolean;
  files: number;
  cars: number;
}

export interface BackupIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

/** A command that cannot be carried out: its message is the one line the operator reads. */
export class BackupError extends Error {}

/** The embedded database's folder, or why there is none to work on. */
function pgliteDir(config: ServerConfig, command: 'backup' | 'restore'): string {
  if (config.database.kind !== 'pglite') {
    const tool = command === 'backup' ? 'pg_dump -Fc "$DATABASE_URL" > luxe.dump' : 'pg_restore --clean --if-exists -d "$DATABASE_URL" luxe.dump';
    throw new BackupError(`DATABASE_URL is set: back up PostgreSQL with its own tools (${tool}); see docs/deploy.md`);
  }
  return config.database.dataDir;
}

async function entries(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
}

async function countFiles(dir: string): Promise<number> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return found.filter((entry) => entry.isFile()).length;
}

/** Holds the database folder (refusing while a server or another command holds it), runs `work`, lets go. */
async function holding<T>(dir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(dirname(dir), { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dir);
  } catch (error) {
    if (error instanceof StartupError) throw new BackupError(`${error.message} For a consistent copy, stop the server (SIGTERM) and run this again.`);
    throw error;
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

async function countCars(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cars');
  return rows[0]?.n ?? 0;
}

export async function backup(config: ServerConfig, file: string): Promise<Manifest> {
  const dir = pgliteDir(config, 'backup');
  const target = resolve(file);
  return holding(dir, async () => {
    if ((await entries(dir)).length === 0) throw new BackupError(`there is no database in ${dir} to back up (is DATA_DIR right?)`);
    const staging = await mkdtemp(join(tmpdir(), 'luxe-backup-'));
    try {
      const db = new PGlite(dir);
      let cars: number;
      try {
        cars = await countCars(db);
        const dump = await db.dumpDataDir('gzip');
        await writeFile(join(staging, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
      const uploads = config.storage.kind === 'disk';
      if (uploads) await cp(config.uploadsDir, join(staging, UPLOADS), { recursive: true }).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? mkdir(join(staging, UPLOADS)) : Promise.reject(error)));
      await cp(join(config.dataDir, SECRET), join(staging, SECRET)).catch(() => undefined);
      const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database: 'pglite', uploads, files: uploads ? await countFiles(join(staging, UPLOADS)) : 0, cars };
      await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      // Written beside the target and renamed: a backup cut short never looks like a whole one.
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      await run('tar', ['-cf', partial, '-C', staging, '.']);
      await rename(partial, target);
      return manifest;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}

export async function restore(config: ServerConfig, file: string, { force = false }: { force?: boolean } = {}): Promise<Manifest> {
  const dir = pgliteDir(config, 'restore');
  const source = resolve(file);
  return holding(dir, async () => {
    const staging = await mkdtemp(join(tmpdir(), 'luxe-restore-'));
    try {
      await run('tar', ['-xf', source, '-C', staging]).catch((error: Error & { stderr?: string }) => {
        const reason = error.stderr?.trim().split('\n')[0] || error.message.split('\n')[0];
        return Promise.reject(new BackupError(`${source} cannot be read as a backup (${reason})`));
      });
      const manifest = JSON.parse(await readFile(join(staging, MANIFEST), 'utf8').catch(() => '{}')) as Partial<Manifest>;
      if (manifest.format !== 1 || manifest.database !== 'pglite') throw new BackupError(`${source} is not a backup made by npm run backup (no ${MANIFEST} of format 1)`);
      const restoresUploads = manifest.uploads === true && config.storage.kind === 'disk';
      const occupied = [
        ...((await entries(dir)).length > 0 ? [dir] : []),
        ...(restoresUploads && (await entries(config.uploadsDir)).length > 0 ? [config.uploadsDir] : []),
      ];
      if (occupied.length > 0 && !force) throw new BackupError(`${occupied.join(' and ')} ${occupied.length > 1 ? 'are' : 'is'} not empty: restore with --force to replace what is there`);
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      const dump = new Blob([new Uint8Array(await readFile(join(staging, DATABASE_FILE)))]);
      const db = new PGlite(dir, { loadDataDir: dump });
      try {
        const cars = await countCars(db);
        if (manifest.cars !== undefined && cars !== manifest.cars) throw new BackupError(`the restored database holds ${cars} cars, the backup said ${manifest.cars}`);
      } finally {
        await db.close();
      }
      if (restoresUploads) {
        await rm(config.uploadsDir, { recursive: true, force: true });
        await cp(join(staging, UPLOADS), config.uploadsDir, { recursive: true });
      }
      const secret = join(config.dataDir, SECRET);
      if ((await entries(staging)).includes(SECRET) && (force || !(await entries(config.dataDir)).includes(SECRET))) await cp(join(staging, SECRET), secret);
      return manifest as Manifest;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}

const USAGE = ['Usage:', '  npm run backup -- <file.tar>', '  npm run restore -- <file.tar> [--force]', 'Stop the server first (embedded database only; with DATABASE_URL use pg_dump / pg_restore).'].join('\n');

/** The command line of `command`; answers the exit code (0 done, 1 refused or failed, 2 wrong arguments). */
export async function runBackupCli(command: 'backup' | 'restore', args: string[], io: BackupIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0 || (command === 'backup' && parsed.values.force)) {
    io.err(USAGE);
    return 2;
  }
  try {
    // The commands sign nothing: a stand-in secret keeps loadConfig from making DATA_DIR/.session-secret (which
    // restore puts back from the backup).
    const config = loadConfig({ SESSION_SECRET: 'not used by backup or restore, at least 32 characters', ...io.env });
    if (command === 'backup') {
      const done = await backup(config, file);
      io.out(`Backed up ${done.cars} cars and ${done.uploads ? `${done.files} upload files` : 'no uploads (they are in the bucket)'} to ${resolve(file)}`);
    } else {
      const done = await restore(config, file, { force: parsed.values.force });
      io.out(`Restored ${done.cars} cars and ${done.uploads ? `${done.files} upload files` : 'no uploads (they are in the bucket)'} from the backup of ${done.createdAt} into ${config.dataDir}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      io.err(`${command}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const io: BackupIo = { env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) };
  process.exitCode = await runBackupCli('backup', process.argv.slice(2), io);
}
