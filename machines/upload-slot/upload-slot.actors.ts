import { fromPromise } from 'xstate';
import type { AdminApi } from '../../api/admin-client';
import { UPLOAD_TIMEOUT_MS } from '../../domain/constants';
import type { UploadSlotMachine } from './upload-slot.machine';
import type { SlotFile } from './upload-slot.model';

export type UploadSlotClients = { adminApi: Pick<AdminApi, 'uploadImage'> };

/**
 * A slot's real effect (docs/decisions/009): one multipart upload (SPEC §7) with the 30 s deadline, resolving with
 * the image URL. Failures carry the upload texts of SPEC §8 (timeout, 401, 413, the server's message, generic).
 * Leaving the uploading state aborts it.
 */
export function createUploadSlotActors({ clients }: { clients: UploadSlotClients }) {
  return {
    actors: {
      uploadImage: fromPromise<string, { file: SlotFile }>(({ input, signal }) =>
        clients.adminApi.uploadImage(input.file, { signal, timeoutMs: UPLOAD_TIMEOUT_MS }),
      ),
    },
  } satisfies Parameters<UploadSlotMachine['provide']>[0];
}
