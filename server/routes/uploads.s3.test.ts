/**
 * Uploads on object storage (issue 24): the product server with S3_BUCKET set, its bucket on a real S3-compatible
 * server in this process (s3rver, server/testing-s3.ts). Every variant goes to the bucket; /uploads serves them back
 * with the disk's headers; a car deleted for good takes its images with it (on disk too); readiness follows the store.
 */
import { count, eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRASH_DAYS } from '../../domain/constants';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, UPLOAD_CACHE_CONTROL, VARIANT_CONTENT_TYPES } from '../../domain/image-files';
import { SERVER_MSG } from '../../domain/messages';
import { carInput } from '../../mocks/test-helpers';
import { uploads } from '../db/schema';
import { png } from '../services/images.fixtures';
import { bearer, createTestServer, login, postJson, serversPerTest, START_TIMEOUT_MS, type TestServer } from '../testing';
import { S3Sink } from '../testing-s3';

const DAY = 86_400_000;
const s3 = new S3Sink();
const open = serversPerTest();
/** One server on the bucket for the tests with the default settings (a server takes a second or two to start). */
let onBucket: Signed;

beforeAll(async () => {
  await s3.start();
  onBucket = await signedIn(await createTestServer({ env: s3.env }));
}, START_TIMEOUT_MS);
afterAll(async () => {
  await onBucket?.server.close();
  await s3.remove();
});

/** The seven files of upload `id`: the main name and each slot in each format. */
function filesOf(id: string): string[] {
  return [`${id}.webp`, ...IMAGE_VARIANT_WIDTHS.flatMap((w) => IMAGE_VARIANT_FORMATS.map((f) => `${id}-${w}.${f}`))].sort();
}

interface Signed {
  server: TestServer;
  token: string;
}

async function signedIn(server: TestServer): Promise<Signed> {
  return { server, token: (await login(server)).accessToken };
}

/** Uploads a PNG; answers the upload's id. */
async function upload({ server, token }: Signed, width = 800): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await png(width, 600)], { type: 'image/png' }), 'car.png');
  const res = await server.request('/api/admin/cars/upload-image', { method: 'POST', body: form, headers: bearer(token) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { result: { fileName: string } }).result.fileName.slice(0, 24);
}

/** Adds a car showing the uploads `ids`; answers its id. */
async function addCar({ server, token }: Signed, ids: string[]): Promise<string> {
  const images = ids.map((id, i) => ({ url: `http://localhost/uploads/${id}.webp`, alt: `Image ${i + 1}`, isPrimary: i === 0 }));
  const res = await server.request('/api/admin/cars/add', postJson(carInput({ images }), bearer(token)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function call({ server, token }: Signed, method: string, path: string): Promise<number> {
  return (await server.request(path, { method, headers: bearer(token) })).status;
}

const inBucket = async (id: string) => (await s3.keys()).filter((key) => key.startsWith(id));

describe('an upload with S3_BUCKET set', () => {
  it('puts every variant in the bucket, typed and cached for good, and nothing on disk', async () => {
    const admin = onBucket;
    expect(admin.server.config.storage).toMatchObject({ kind: 's3', bucket: s3.bucket, forcePathStyle: true });
    const id = await upload(admin);
    expect(await inBucket(id)).toEqual(filesOf(id));
    for (const name of filesOf(id)) {
      const format = name.endsWith('.avif') ? 'avif' : 'webp';
      expect(await s3.object(name), name).toMatchObject({ contentType: VARIANT_CONTENT_TYPES[format], cacheControl: UPLOAD_CACHE_CONTROL });
    }
    expect(await readdir(admin.server.config.uploadsDir).catch(() => [])).toEqual([]);
  }, START_TIMEOUT_MS);

  it('serves each file from the bucket with the same headers as from disk (GET and HEAD)', async () => {
    const fromBucket = onBucket;
    const fromDisk = await signedIn(await open());
    const ids = { bucket: await upload(fromBucket), disk: await upload(fromDisk) };
    const headersOf = (res: Response) =>
      Object.fromEntries(['content-type', 'content-length', 'cache-control', 'x-content-type-options', 'cross-origin-resource-policy', 'etag'].map((h) => [h, res.headers.get(h)]));
    for (const suffix of ['.webp', '-480.webp', '-960.avif', '-1600.avif']) {
      const bucket = await fromBucket.server.request(`/uploads/${ids.bucket}${suffix}`);
      const disk = await fromDisk.server.request(`/uploads/${ids.disk}${suffix}`);
      expect([bucket.status, disk.status], suffix).toEqual([200, 200]);
      const body = new Uint8Array(await bucket.arrayBuffer());
      // The same image encoded the same way: the same bytes, whichever storage holds them.
      expect(body, suffix).toEqual(new Uint8Array(await disk.arrayBuffer()));
      expect(headersOf(bucket), suffix).toEqual(headersOf(disk));
      expect(bucket.headers.get('content-length'), suffix).toBe(String(body.byteLength));
      const head = await fromBucket.server.request(`/uploads/${ids.bucket}${suffix}`, { method: 'HEAD' });
      expect(head.status, suffix).toBe(200);
      expect(headersOf(head), suffix).toEqual(headersOf(bucket));
      expect((await head.arrayBuffer()).byteLength, suffix).toBe(0);
    }
  }, START_TIMEOUT_MS);

  it("answers 404 'File not found' for a name the bucket does not hold, and for names that are not ours", async () => {
    const { server } = onBucket;
    for (const path of ['/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp', '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa-480.avif', '/uploads/..%2Fluxe-test%2Fx.webp', '/uploads/x.webp']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await server.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        if (method === 'GET') expect(((await res.json()) as { message: string }).message).toBe(SERVER_MSG.fileNotFound);
      }
    }
  }, START_TIMEOUT_MS);

  it('sends visitors to S3_PUBLIC_URL for the files, and lets the pages show images from there', async () => {
    const { server } = await signedIn(await open({ env: { ...s3.env, S3_PUBLIC_URL: 'https://cdn.luxe.example/u/' } }));
    const res = await server.request('/uploads/aaaaaaaaaaaaaaaaaaaaaaaa-480.avif');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://cdn.luxe.example/u/aaaaaaaaaaaaaaaaaaaaaaaa-480.avif');
    expect((await server.request('/uploads/..%2Fx.webp')).status).toBe(404);
    expect((await server.request('/readyz')).headers.get('content-security-policy')).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.luxe\.example;/);
  }, START_TIMEOUT_MS);
});

describe.each([
  ['the bucket', () => Promise.resolve(onBucket)],
  ['the uploads folder', async () => signedIn(await open())],
])('a car deleted for good, images in %s', (_where, make) => {
  it('keeps its images while in the trash, deletes every variant of each when purged, and keeps those another car shows', async () => {
    const admin = await make();
    const stored = async (id: string) => {
      if (admin.server.config.storage.kind === 's3') return inBucket(id);
      return (await readdir(admin.server.config.uploadsDir)).filter((name) => name.startsWith(id)).sort();
    };
    const [own, shared] = [await upload(admin), await upload(admin, 640)];
    const car = await addCar(admin, [own, shared]);
    await addCar(admin, [shared]);

    expect(await call(admin, 'DELETE', `/api/admin/cars/delete/${car}`)).toBe(200);
    expect(await stored(own)).toEqual(filesOf(own));
    expect(await call(admin, 'POST', `/api/admin/trash/${car}/restore`)).toBe(200);
    expect(await call(admin, 'DELETE', `/api/admin/cars/delete/${car}`)).toBe(200);
    expect(await call(admin, 'DELETE', `/api/admin/trash/${car}`)).toBe(200);

    expect(await stored(own)).toEqual([]);
    expect((await admin.server.request(`/uploads/${own}.webp`)).status).toBe(404);
    const [rows] = await admin.server.deps.db.select({ n: count() }).from(uploads).where(eq(uploads.id, own));
    expect(rows?.n).toBe(0);
    expect(await stored(shared)).toEqual(filesOf(shared));
  }, START_TIMEOUT_MS);
});

describe('the trash emptied at start, images in the bucket', () => {
  it(`deletes the images of the cars trashed more than ${TRASH_DAYS} days ago`, async () => {
    const start = Date.now();
    const first = await createTestServer({ env: s3.env, now: start });
    let dump: Blob;
    let id: string;
    try {
      const admin = await signedIn(first);
      id = await upload(admin);
      const car = await addCar(admin, [id]);
      expect(await call(admin, 'DELETE', `/api/admin/cars/delete/${car}`)).toBe(200);
      dump = await first.database.dump!();
    } finally {
      await first.close();
    }
    expect(await inBucket(id)).toEqual(filesOf(id));
    await open({ env: s3.env, database: { kind: 'memory', from: dump }, now: start + TRASH_DAYS * DAY + 1 });
    expect(await inBucket(id)).toEqual([]);
  }, 2 * START_TIMEOUT_MS);
});

describe('readiness with S3_BUCKET set', () => {
  it('says the storage is down while the store does not answer, and ready again once it does', async () => {
    const { server } = onBucket;
    const ready = async () => {
      const res = await server.request('/readyz');
      return { status: res.status, storage: ((await res.json()) as { storage?: boolean }).storage };
    };
    expect(await ready()).toEqual({ status: 200, storage: true });
    await s3.stop();
    try {
      expect(await ready()).toEqual({ status: 503, storage: false });
      expect((await server.request('/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp')).status).toBe(500);
    } finally {
      await s3.start();
    }
    expect(await ready()).toEqual({ status: 200, storage: true });
  }, START_TIMEOUT_MS);
});
