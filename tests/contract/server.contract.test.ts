/**
 * The contract suite on the product server (server/) in process on in-memory PGlite, every answer compared with the
 * mock's answer to the same request in the same test.
 */
import { describe } from 'vitest';
import { mockBackend, serverBackend } from './backends';
import { defineContractSuite } from './suite';

describe('contract: server on PGlite, compared with the mock', () => {
  defineContractSuite(() => serverBackend({ name: 'server' }), { compareWith: mockBackend });
});
