/**
 * The contract suite on the product server over a real PostgreSQL (a fresh database of the run's cluster, see
 * postgres.ts), every answer compared with the mock's answer to the same request in the same test. Its uploads go to
 * a bucket (S3_BUCKET) on a real S3-compatible server this file starts (server/testing-s3.ts): PostgreSQL and object
 * storage is how several instances run in production; the PGlite run (server.contract.test.ts) keeps the disk.
 */
import { describe, inject, it } from 'vitest';
import { S3Sink } from '../../server/testing-s3';
import { mockBackend, postgresBackend, type Backend } from './backends';
import { defineContractSuite } from './suite';

/** The server on a fresh database of `url`, its uploads in a bucket of its own, both gone at close. */
async function postgresWithBucket(url: string): Promise<Backend> {
  const s3 = new S3Sink();
  await s3.start();
  try {
    return await postgresBackend(url, { name: 'postgres+s3', env: s3.env, onClose: () => s3.remove() });
  } catch (error) {
    await s3.remove();
    throw error;
  }
}

const target = inject('contractPostgres') ?? {
  skip: "run through the `postgres` project of vite.config.ts (its globalSetup, tests/contract/postgres.setup.ts, provides the server)",
};

if ('skip' in target) {
  // Loud on purpose: a skipped real-database run must be noticed. CI never gets here (.ci/run installs PostgreSQL,
  // and postgres.setup.ts fails a CI run without it).
  console.warn(`\n*** PostgreSQL contract suite SKIPPED: ${target.skip} ***\n`);
  describe.skip(`contract: server on PostgreSQL — SKIPPED: ${target.skip}`, () => {
    it('runs the contract suite on a real PostgreSQL', () => undefined);
  });
} else {
  describe(`contract: server on PostgreSQL (${target.label}) with uploads in a bucket (s3rver), compared with the mock`, () => {
    defineContractSuite(() => postgresWithBucket(target.url), { compareWith: mockBackend });
  });
}
