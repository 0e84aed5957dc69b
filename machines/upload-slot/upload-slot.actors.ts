import { fromPromise } from 'xstate';
import { adminApi } from '../../src/api/admin-client';
import { UPLOAD_TIMEOUT_MS } from '../../src/config/constants';
import type { SlotFile } from './upload-slot.model';

/**
 * One multipart upload (SPEC §7) with the 30 s deadline; resolves with the image URL. Failures carry the upload
 * texts of SPEC §8 (timeout, 401, 413, the server's message, generic). Leaving the uploading state aborts it.
 */
export const uploadImage = fromPromise<string, { file: SlotFile }>(({ input, signal }) =>
  adminApi.uploadImage(input.file, { signal, timeoutMs: UPLOAD_TIMEOUT_MS }),
);
