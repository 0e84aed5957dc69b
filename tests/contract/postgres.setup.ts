/**
 * globalSetup of the `postgres` project (vite.config.ts): one PostgreSQL for the whole run, however many workers
 * run contract files on it, handed to them with provide/inject. Vitest runs a project's globalSetup only when one of
 * its files runs, so other test runs never start a cluster.
 */
import type { TestProject } from 'vitest/node';
import { acquirePostgres, type PostgresTarget } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    contractPostgres: PostgresTarget;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { target, release } = await acquirePostgres();
  project.provide('contractPostgres', target);
  return release;
}
