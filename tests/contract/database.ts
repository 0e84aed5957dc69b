/**
 * Throwaway databases on the run's PostgreSQL server (postgres.ts): the contract suite and the server's
 * `*.postgres.test.ts` files each work on a fresh database of their own, dropped when they are done.
 */
import pg from 'pg';

/** One statement on the server's admin database (`adminUrl`), on its own connection. */
export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** The new database's connection string. */
  url: string;
  /** Drops it, closing whatever connections are still open. */
  drop(): Promise<void>;
}

/** A fresh database `<prefix>_<random>` on the server at `adminUrl`. */
export async function createDatabase(adminUrl: string, prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `use` with a fresh database, dropped after it whatever happens. */
export async function withDatabase<T>(adminUrl: string, prefix: string, use: (url: string) => Promise<T>): Promise<T> {
  const database = await createDatabase(adminUrl, prefix);
  try {
    return await use(database.url);
  } finally {
    await database.drop();
  }
}
