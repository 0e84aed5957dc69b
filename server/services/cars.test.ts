/**
 * The admin's car writes under concurrency on PGlite (issue 20; the same tests run on PostgreSQL in
 * cars.postgres.test.ts). PGlite runs one statement at a time, so these guard the transactions from breaking there.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestServer, START_TIMEOUT_MS, type TestServer } from '../testing';
import { NO_LIMITS, defineCarRaceTests } from './cars.races';

describe('car writes at the same time, on PGlite', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer({ limits: NO_LIMITS });
  }, START_TIMEOUT_MS);
  afterAll(() => server?.close());

  defineCarRaceTests(() => server!);
});
