import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockBackend, server } from '../node';
import { api, bearer, carInput, jsonInit, login, type Car } from '../test-helpers';
import { getDb, resetDb, setPersistence, useDb, type Persistence } from './store';
import type { DbState, StoredUpload } from './types';

const WEBP_BYTES = new Uint8Array([...new TextEncoder().encode('RIFF'), 4, 0, 0, 0, ...new TextEncoder().encode('WEBP')]);

/** Stands in for IndexedDB: records what the browser host would persist. */
function recordingPersistence() {
  const saved: DbState[] = [];
  const uploads = new Map<string, StoredUpload>();
  let cleared = 0;
  const persistence: Persistence = {
    saveState: async (state) => void saved.push(structuredClone(state)),
    saveUpload: async (upload) => void uploads.set(upload.fileName, upload),
    loadUpload: async (name) => uploads.get(name),
    clear: async () => {
      cleared++;
      saved.length = 0;
      uploads.clear();
    },
  };
  return { persistence, saved, uploads, cleared: () => cleared };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockBackend());
afterEach(() => setPersistence(null));
afterAll(() => server.close());

describe('persistence hooks', () => {
  it('hands the database to the persistence after every change', async () => {
    const rec = recordingPersistence();
    setPersistence(rec.persistence);
    const token = await login();
    expect(rec.saved.at(-1)?.sessions).toHaveLength(1);
    const added = await api<{ data: Car }>('/api/admin/cars/add', jsonInit('POST', carInput(), token));
    expect(rec.saved.at(-1)?.cars[0]?._id).toBe(added.body.data._id);
    await api(`/api/cars/${added.body.data._id}/increment-view`, { method: 'POST' });
    expect(rec.saved.at(-1)?.cars[0]?.viewCount).toBe(1);
    await api('/api/auth/change-password', jsonInit('POST', { currentPassword: 'admin123', newPassword: 'changed123' }, token));
    const adminHash = rec.saved.at(-1)?.accounts.find((a) => a.role === 'admin')?.passwordHash;
    expect(adminHash).toBe((await getDb()).accounts.find((a) => a.role === 'admin')?.passwordHash);
    // Reads do not write.
    const count = rec.saved.length;
    await api('/api/cars');
    await api('/api/auth/check-auth', bearer(token));
    expect(rec.saved.length).toBe(count);
  });

  it('stores uploads separately and reads them back after a reload', async () => {
    const rec = recordingPersistence();
    setPersistence(rec.persistence);
    const token = await login();
    const form = new FormData();
    // A WebP signature is all the mock checks (the product server decodes too).
    form.append('file', new Blob([WEBP_BYTES], { type: 'image/webp' }), 'a.webp');
    const res = await api<{ result: { url: string; fileName: string } }>('/api/admin/cars/upload-image', {
      method: 'POST',
      body: form,
      ...bearer(token),
    });
    expect(rec.uploads.has(res.body.result.fileName)).toBe(true);

    // A reload: the JSON part comes back from storage, the in-memory upload cache starts empty.
    const state = rec.saved.at(-1)!;
    useDb({ ...structuredClone(state), uploads: new Map() });
    const file = await fetch(`http://localhost${res.body.result.url}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(WEBP_BYTES);
    // Sessions survived too: the token still works.
    expect((await api('/api/auth/check-auth', bearer(token))).status).toBe(200);
  });

  it('resetDb clears the persisted copy and saves the fresh seed', async () => {
    const rec = recordingPersistence();
    setPersistence(rec.persistence);
    await login();
    await resetDb();
    expect(rec.cleared()).toBe(1);
    expect(rec.saved).toHaveLength(1);
    expect(rec.saved[0]?.sessions).toEqual([]);
    expect(rec.saved[0]?.cars.length).toBeGreaterThan(40);
  });
});
