/**
 * The two upload storages behind one interface (services/storage.ts): the uploads folder and a bucket on a real
 * S3-compatible server (s3rver, server/testing-s3.ts). The same tests run on both; then what only a bucket has.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_CACHE_CONTROL } from '../../domain/image-files';
import { ConfigError, loadConfig } from '../config';
import { S3Sink } from '../testing-s3';
import { createStorage, diskStorage, type FileStorage, type StoredFile } from './storage';

const s3 = new S3Sink();
let dir: string;
beforeAll(async () => {
  await s3.start();
  dir = await mkdtemp(join(tmpdir(), 'luxe-storage-'));
});
afterAll(async () => {
  await s3.remove();
  await rm(dir, { recursive: true, force: true });
});

/** The storage config.ts makes of the sink's settings, so the settings are tested along. */
function bucketStorage(extra: Record<string, string> = {}): FileStorage {
  const { storage } = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...s3.env, ...extra });
  return createStorage(storage);
}

async function bytesOf(file: StoredFile | null): Promise<string | null> {
  if (!file) return null;
  return Buffer.from(file.body instanceof Uint8Array ? file.body : new Uint8Array(await new Response(file.body).arrayBuffer())).toString();
}

async function listed(storage: FileStorage): Promise<[string, number][]> {
  const out: [string, number][] = [];
  for await (const { name, size } of storage.list()) out.push([name, size]);
  return out.sort(([a], [b]) => a.localeCompare(b));
}

const NAME = '0123456789abcdef01234567-480.webp';
const OTHER = '0123456789abcdef01234567-480.avif';

describe.each([
  ['the uploads folder', () => diskStorage(join(dir, 'uploads'))],
  ['a bucket (s3rver)', () => bucketStorage()],
])('%s', (_label, make) => {
  let storage: FileStorage;
  beforeEach(async () => {
    storage = make();
    const all = await listed(storage);
    await storage.delete(all.map(([name]) => name));
  });

  it('puts, gets, sizes, lists and deletes files', async () => {
    expect(await listed(storage)).toEqual([]);
    await storage.put(NAME, new TextEncoder().encode('webp bytes'), 'image/webp');
    await storage.put(OTHER, new TextEncoder().encode('avif'), 'image/avif');
    const file = await storage.get(NAME);
    expect(file?.size).toBe(10);
    expect(await bytesOf(file)).toBe('webp bytes');
    expect(await storage.size(OTHER)).toBe(4);
    expect(await listed(storage)).toEqual([[OTHER, 4], [NAME, 10]]);
    await storage.put(NAME, new TextEncoder().encode('replaced'), 'image/webp');
    expect(await bytesOf(await storage.get(NAME))).toBe('replaced');
    await storage.delete([NAME, OTHER]);
    expect(await listed(storage)).toEqual([]);
  });

  it('answers null for a file it does not hold, and deleting one is no error', async () => {
    expect(await storage.get('ffffffffffffffffffffffff.webp')).toBeNull();
    expect(await storage.size('ffffffffffffffffffffffff.webp')).toBeNull();
    await expect(storage.delete(['ffffffffffffffffffffffff.webp'])).resolves.toBeUndefined();
  });

  it('says it is usable', async () => {
    expect(await storage.check()).toBe(true);
    expect(storage.publicUrl(NAME)).toBeUndefined();
  });
});

describe('the uploads folder', () => {
  it('lists no temporary or probe file, and its check leaves none', async () => {
    const storage = diskStorage(join(dir, 'probed'));
    expect(await storage.check()).toBe(true);
    await storage.put(NAME, new Uint8Array([1]), 'image/webp');
    expect(await readdir(join(dir, 'probed'))).toEqual([NAME]);
    expect(await listed(storage)).toEqual([[NAME, 1]]);
  });

  it('is not usable when a file stands where the folder should be', async () => {
    expect(await diskStorage(join(dir, 'probed', NAME)).check()).toBe(false);
  });
});

describe('a bucket', () => {
  it('keeps each file with its image type and the year-long immutable caching', async () => {
    const storage = bucketStorage();
    await storage.put(NAME, new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await s3.object(NAME)).toEqual({ size: 3, contentType: 'image/webp', cacheControl: UPLOAD_CACHE_CONTROL });
    await storage.delete([NAME]);
    expect(await s3.object(NAME)).toBeNull();
  });

  it('names the public URL of a file when S3_PUBLIC_URL is set', () => {
    expect(bucketStorage({ S3_PUBLIC_URL: 'https://cdn.luxe.example/uploads/' }).publicUrl(NAME)).toBe(`https://cdn.luxe.example/uploads/${NAME}`);
  });

  it('is not usable while the store is down, and again once it is back', async () => {
    const storage = bucketStorage();
    expect(await storage.check()).toBe(true);
    await s3.stop();
    try {
      expect(await storage.check()).toBe(false);
      await expect(storage.put(NAME, new Uint8Array([1]), 'image/webp')).rejects.toThrow();
    } finally {
      await s3.start();
    }
    expect(await storage.check()).toBe(true);
  });

  // (s3rver does not check the keys of a HEAD, so refused keys cannot be played here.)
  it('is not usable when the bucket does not exist', async () => {
    expect(await bucketStorage({ S3_BUCKET: 'no-such-bucket' }).check()).toBe(false);
  });
});

describe('the S3_* settings (config.ts)', () => {
  const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://luxe.example', SMTP_URL: 'smtp://mail.luxe.example:587' };
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...env });

  it('keeps the uploads on disk unless S3_BUCKET is set', () => {
    expect(load({}).storage).toEqual({ kind: 'disk', dir: join(dir, 'uploads') });
    expect(load({ UPLOADS_DIR: '/srv/uploads' }).storage).toEqual({ kind: 'disk', dir: '/srv/uploads' });
  });

  it('reads the bucket, with path-style addressing by default for an endpoint of its own', () => {
    expect(load({ S3_BUCKET: 'luxe-uploads', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).storage).toEqual({
      kind: 's3', bucket: 'luxe-uploads', endpoint: 'http://minio:9000', region: 'us-east-1', forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' }, publicUrl: undefined,
    });
    expect(load({ S3_BUCKET: 'luxe-uploads', S3_REGION: 'me-central-1' }).storage).toMatchObject({ endpoint: undefined, region: 'me-central-1', forcePathStyle: false, credentials: undefined });
    expect(load({ S3_BUCKET: 'luxe-uploads', S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: '0' }).storage).toMatchObject({ forcePathStyle: false });
  });

  it('refuses half a configuration, with a message naming what to set', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        load(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusal({ S3_ENDPOINT: 'http://minio:9000' })).toBe('S3_BUCKET: must be set with S3_ENDPOINT (the bucket is what puts uploads on object storage)');
    expect(refusal({ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PUBLIC_URL: 'https://cdn.example' })).toMatch(/^S3_BUCKET: must be set with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL/);
    expect(refusal({ S3_BUCKET: 'luxe-uploads', S3_SECRET_ACCESS_KEY: 's' })).toBe('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
    expect(refusal({ S3_BUCKET: 's3://luxe-uploads' })).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(refusal({ S3_BUCKET: 'luxe-uploads', S3_ENDPOINT: 'minio:9000' })).toMatch(/^S3_ENDPOINT: /);
    expect(refusal({ ...PRODUCTION, S3_BUCKET: 'luxe-uploads' })).toBe('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: must be set in production with S3_BUCKET');
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: dir, S3_BUCKET: 'luxe-uploads', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).storage.kind).toBe('s3');
  });
});
