/**
 * The contract suite on the product server over a real PostgreSQL (a fresh database of the run's cluster, see
 * postgres.ts), every answer compared with the mock's answer to the same request in the same test.
 */
import { describe, inject, it } from 'vitest';
import { mockBackend, postgresBackend } from './backends';
import { defineContractSuite } from './suite';

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
  describe(`contract: server on PostgreSQL (${target.label}), compared with the mock`, () => {
    defineContractSuite(() => postgresBackend(target.url), { compareWith: mockBackend });
  });
}
