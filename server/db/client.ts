/**
 * Opens the database: PGlite (real PostgreSQL in WebAssembly) on disk under DATA_DIR by default, in memory for tests,
 * or a PostgreSQL server when DATABASE_URL is set. Both get the same schema and the same migrations, applied at open.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { databaseError, folderError } from '../startup';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The connection pool behind `db` (PostgreSQL only): the rate limits count through it (services/limits.ts). */
  pool?: pg.Pool;
  close(): Promise<void>;
  /** The whole embedded database as a tarball (PGlite only): tests start new databases from it in a fraction of the time. */
  dump?(): Promise<Blob>;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** In memory (tests); `from`: a dump to start from instead of an empty cluster. */
  | { kind: 'memory'; from?: Blob };

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: only one process at a time applies migrations to a shared PostgreSQL. */
const MIGRATION_LOCK = 7_270_704;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that breaks (the database restarts) is dropped and replaced; unheard, it would end the process.
  pool.on('error', () => {});
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw databaseError(url, error);
  });
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    client.release();
  }
  return { db: drizzlePg(pool, { schema }) as unknown as Database, kind: 'postgres', pool, close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined, from: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true }).catch((error: unknown) => Promise.reject(folderError('DATA_DIR', dataDir, error)));
  // PGlite takes no lock of its own: two processes on one folder would corrupt it (data-dir-lock.ts).
  const release = dataDir ? await lockDataDir(dataDir) : async () => {};
  const client = dataDir ? new PGlite(dataDir) : new PGlite(from ? { loadDataDir: from } : {});
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await client.close().catch(() => {});
    await release();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await release();
    },
    dump: async () => client.dumpDataDir('none'),
  };
}

export function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') return openPostgres(location.url);
  if (location.kind === 'pglite') return openPglite(location.dataDir, undefined);
  return openPglite(undefined, location.from);
}
