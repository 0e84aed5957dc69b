/** The contract suite on the msw handlers (mocks/): the mock backend the app, its tests and the demo build use. */
import { describe } from 'vitest';
import { mockBackend } from './backends';
import { defineContractSuite } from './suite';

describe('contract: mock (msw handlers)', () => {
  defineContractSuite(mockBackend);
});
