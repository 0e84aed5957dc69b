/**
 * The contract suite: every operation of openapi.yaml, run against one backend (the subject) and, when a reference
 * backend is given (the mock, for the server files), the same request on the reference in the same test, with
 * `expect(normalize(subject)).toEqual(normalize(reference))` on every answer. Only what legitimately differs is
 * normalized away: tokens, cookie values, ids and timestamps of records a test wrote, upload file names, enquiry
 * references (random by design; the enquiry tests assert each side's own). The seeded
 * fleet is the same on both backends (server/db/demo-fleet.json is the mock's seed), so ids, order, counts and
 * every field of the seeded cars are compared as they are.
 *
 * Besides the comparison, each test asserts the contract's values on the subject itself (statuses, messages, field
 * names, and the ids and order of lists as the seed file says they must be), so the mock's own run proves something.
 * Where the server is deliberately stricter than the mock, the test says so and asserts each backend's behaviour.
 *
 * The tests live by route file, as server/routes does (tests/contract/suites/: cars, auth, admin-cars, uploads,
 * enquiries, and app for what every request meets in server/app.ts), each a `define…Tests(ctx)` given the helpers
 * below (tests/contract/harness.ts); this file makes the backends and the helpers and runs the suites in order.
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { LIST_PAGE_SIZE } from '../../domain/constants';
import type { Car } from '../../domain/types';
import type { Backend } from './backends';
import { ids, normalize, Side, type Answer, type Call, type CarList, type ContractContext, type ErrorBody } from './harness';
import { ADMIN } from './seed';
import { defineActivityTests } from './suites/activity';
import { defineTeamTests } from './suites/team';
import { defineAdminCarsTests } from './suites/admin-cars';
import { defineJsonBodyTests, defineMalformedRequestTests } from './suites/app';
import { defineAuthTests } from './suites/auth';
import { defineCarsTests } from './suites/cars';
import { defineEnquiryTests } from './suites/enquiries';
import { defineRefusedInputTests } from './suites/refused-input';
import { defineUploadTests } from './suites/uploads';

export interface ContractSuiteOptions {
  /** A second backend answering the same requests in the same tests; its answers must equal the subject's. */
  compareWith?: () => Promise<Backend>;
}

export function defineContractSuite(makeBackend: () => Promise<Backend>, options: ContractSuiteOptions = {}): void {
  let subject: Side;
  let reference: Side | undefined;
  const sides = () => (reference ? [subject, reference] : [subject]);

  beforeAll(async () => {
    subject = new Side(await makeBackend());
    if (options.compareWith) reference = new Side(await options.compareWith());
  }, 120_000);
  beforeEach(async () => {
    for (const side of sides()) await side.reset();
  });
  afterAll(async () => {
    await subject?.backend.close();
    await reference?.backend.close();
  });

  /**
   * One step on every side, in turn; the answers must be equal once normalized. Answers the subject's answer (the
   * explicit assertions of each test are about the subject).
   */
  async function both<T = unknown>(step: (s: Side) => Promise<Answer<T>>, label = '', norm: (a: Answer, s: Side) => unknown = normalize): Promise<Answer<T>> {
    const mine = await step(subject);
    if (reference) {
      const theirs = await step(reference);
      expect(norm(mine as Answer, subject), `${label} ${subject.name} vs ${reference.name}`.trim()).toEqual(norm(theirs as Answer, reference));
    }
    return mine;
  }
  /** A request on every side (ids the subject made are translated into the other side's), compared. */
  const call = <T = unknown>(path: string, c: Call = {}) =>
    both<T>(
      (s) => s.api<T>(s.translate(path, subject), c.json === undefined ? c : { ...c, json: s.translate(c.json, subject) }),
      `${c.method ?? (c.json === undefined && c.body === undefined ? 'GET' : 'POST')} ${path}`,
    );
  /** A step on every side that answers nothing to compare (setup, or assertions that differ on purpose). */
  async function each(step: (s: Side) => Promise<void>): Promise<void> {
    for (const side of sides()) await step(side);
  }
  const loginAll = (account = ADMIN, role: 'admin' | 'staff' = 'admin') => each(async (s) => void (await s.login(account, role)));

  function expectList(body: CarList, expected: readonly Car[], page = 1, limit = LIST_PAGE_SIZE) {
    const totalPages = Math.ceil(expected.length / limit);
    expect(body).toMatchObject({ success: true, message: 'Cars retrieved successfully', total: expected.length, currentPage: page, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 });
    expect(ids(body.data)).toEqual(ids(expected.slice((page - 1) * limit, page * limit)));
  }

  function expectError(res: Answer, status: number, message: string | RegExp, field?: string) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const body = res.body as ErrorBody;
    expect(body.success).toBe(false);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    if (field === undefined) expect(body).not.toHaveProperty('field');
    else expect(body.field).toBe(field);
  }

  const ctx: ContractContext = { subject: () => subject, sides, call, both, each, loginAll, expectList, expectError, normalize };

  // The suites in the order they always ran.
  defineCarsTests(ctx);
  defineAuthTests(ctx);
  defineAdminCarsTests(ctx);
  defineActivityTests(ctx);
  defineTeamTests(ctx);
  defineMalformedRequestTests(ctx);
  defineUploadTests(ctx);
  // Issue 19: enquiries, the demand beacon, the inbox, accounts and demand.
  defineEnquiryTests(ctx);
  defineRefusedInputTests(ctx);
  defineJsonBodyTests(ctx);
}
