/**
 * The upload routes, through the real app (server/testing.ts) on a copy of the seeded database with a temporary
 * upload folder. (app.test.ts covers what app.ts puts in front of every route: the body caps, headers.)
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOwnImageUrl, UPLOAD_CACHE_CONTROL } from '../../domain/image-files';
import { SERVER_MSG } from '../../domain/messages';
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import { DEMO_ACCOUNTS } from '../services/accounts';
import { POLYGLOT, TEXT_FILE, jpeg, jpegWithExif, png, webp } from '../services/images.fixtures';
import { bearer, createTestServer, login, serversPerTest, START_TIMEOUT_MS, type TestServer } from '../testing';

/** Servers made by one test for its own options, closed after it. */
const open = serversPerTest();

/** Tests with default options share one server, and one admin token. */
let h: TestServer;
let token: string;
beforeAll(async () => {
  h = await createTestServer();
  token = (await login(h)).accessToken;
}, START_TIMEOUT_MS);
afterAll(() => h?.close());

function upload(app: TestServer, accessToken: string, bytes: Uint8Array, type = 'image/png', field = 'file'): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'car.png');
  return app.request('/api/admin/cars/upload-image', { method: 'POST', body: form, headers: bearer(accessToken) });
}

interface UploadBody {
  success: boolean;
  message: string;
  result: { url: string; fileName: string; size: number; contentType: string };
}

describe('POST /api/admin/cars/upload-image', () => {
  it('stores the re-encoded image (201) in the mock’s answer shape, with an absolute url on this site', async () => {
    const res = await upload(h, token, await jpegWithExif(1200, 800), 'image/jpeg');
    expect(res.status).toBe(201);
    const body = (await res.json()) as UploadBody;
    expect(body).toEqual({
      success: true,
      message: SERVER_MSG.uploadOk,
      result: { url: `http://localhost/uploads/${body.result.fileName}`, fileName: expect.stringMatching(/^[a-f0-9]{24}\.webp$/), size: expect.any(Number), contentType: 'image/webp' },
    });
    // What the car form then sends is accepted by the car rules (domain/image-files.ts).
    expect(isOwnImageUrl(body.result.url, ['http://localhost'])).toBe(true);

    const file = await h.request(body.result.url);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(body.result.size);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();
  });

  it('takes WebP and PNG too, whatever type the browser declared', async () => {
    for (const [bytes, declared] of [[await webp(640, 480), 'image/webp'], [await png(640, 480), 'application/octet-stream'], [await jpeg(640, 480), 'image/png']] as const) {
      const res = await upload(h, token, bytes, declared);
      expect(res.status, declared).toBe(201);
      expect(((await res.json()) as UploadBody).result.contentType).toBe('image/webp');
    }
  });

  it('names the configured public URL as the origin when there is one', async () => {
    const own = await open({ env: { PUBLIC_URL: 'https://luxedrive.example/' } });
    const res = await upload(own, (await login(own)).accessToken, await png(500, 400));
    const { result } = (await res.json()) as UploadBody;
    expect(result.url).toBe(`https://luxedrive.example/uploads/${result.fileName}`);
  });

  it('refuses a text file declared image/png, a polyglot and a truncated image with 415', async () => {
    const cut = await jpeg(800, 600);
    for (const bytes of [TEXT_FILE, POLYGLOT, cut.subarray(0, cut.length / 2)]) {
      const res = await upload(h, token, bytes);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ success: false, requestId: expect.any(String), message: 'Only JPEG, PNG, and WebP images are allowed' });
    }
  });

  it('refuses with 415 and a message an image too tall for its width to be stored as WebP (was a 500)', async () => {
    const res = await upload(h, token, await png(20, 20_000));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.imageTooTall });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    over.set(await png(10, 10));
    const res = await upload(h, token, over);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, requestId: expect.any(String), message: 'File size must be less than 5MB' });
  });

  it("answers 400 'file: is required' without a file field or a multipart body", async () => {
    const wrongField = await upload(h, token, await png(10, 10), 'image/png', 'image');
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ success: false, requestId: expect.any(String), message: 'file: is required', field: 'file' });
    const json = await h.request('/api/admin/cars/upload-image', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: '{"file":"x"}',
    });
    expect(json.status).toBe(400);
  });

  it('needs an admin: 401 without a token, 403 for staff', async () => {
    const anonymous = await h.request('/api/admin/cars/upload-image', { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.tokenRequired });
    const staff = await upload(h, (await login(h, DEMO_ACCOUNTS[1])).accessToken, await png(10, 10));
    expect(staff.status).toBe(403);
    expect(await staff.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.adminRequired });
  });

  it('counts against the admin rate limit (429 with Retry-After)', async () => {
    const own = await open({ limits: { admin: { points: 1, duration: 60 } } });
    const ownToken = (await login(own)).accessToken;
    expect((await upload(own, ownToken, await png(10, 10))).status).toBe(201);
    const limited = await upload(own, ownToken, await png(10, 10));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET and HEAD /uploads/{fileName}', () => {
  async function uploaded() {
    const res = await upload(h, token, await png(1000, 750));
    return ((await res.json()) as UploadBody).result;
  }

  it('serves the main file and every variant with their type, length and a year of immutable caching', async () => {
    const { fileName } = await uploaded();
    const id = fileName.slice(0, 24);
    for (const [name, type, width] of [
      [fileName, 'image/webp', 1000],
      [`${id}-480.webp`, 'image/webp', 480],
      [`${id}-960.avif`, 'image/avif', 960],
      [`${id}-1600.avif`, 'image/avif', 1000],
    ] as const) {
      const res = await h.request(`/uploads/${name}`);
      expect(res.status, name).toBe(200);
      const body = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('content-type'), name).toBe(type);
      expect(res.headers.get('content-length'), name).toBe(String(body.byteLength));
      expect(res.headers.get('cache-control'), name).toBe(UPLOAD_CACHE_CONTROL);
      expect(UPLOAD_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect((await sharp(body).metadata()).width, name).toBe(width);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const { fileName, size } = await uploaded();
    const res = await h.request(`/uploads/${fileName}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers 404 'File not found' for unknown names and anything trying to leave the folder", async () => {
    const { fileName } = await uploaded();
    for (const path of [
      '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
      '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.png',
      `/uploads/..%2F..%2Fpackage.json`,
      `/uploads/%2e%2e%2f${fileName}`,
      `/uploads/..%5C${fileName}`,
      `/uploads/${fileName.replace('.webp', '.WEBP')}`,
      `/uploads/${fileName}%00.png`,
    ]) {
      const res = await h.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.fileNotFound });
    }
    // Dot segments are resolved by the URL parser before routing: they never reach the handler as a name.
    expect((await h.request('/uploads/../package.json')).status).toBe(404);
  });
});
