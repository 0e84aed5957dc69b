/**
 * The contract of server/routes/uploads.ts (and mocks/handlers): an admin's image upload (the bytes decide, not the
 * declared type; the size limit; the form field) and the files served back under /uploads.
 */
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../domain/constants';
import { carInput } from '../../../mocks/test-helpers';
import type { Answer, CarBody, ContractContext, Side, UploadBody } from '../harness';
import { UNKNOWN_ID } from '../seed';

/** A small real PNG (64×48), made by sharp: what an admin's camera roll would hold, but tiny. */
async function makePng(): Promise<Uint8Array<ArrayBuffer>> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 201, g: 162, b: 39 } } })
    .png()
    .toBuffer();
  const bytes = new Uint8Array(data.byteLength);
  bytes.set(data);
  return bytes;
}

function form(file: Blob, name: string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, file, name);
  return data;
}

export function defineUploadTests(ctx: ContractContext): void {
  const { call, both, each, loginAll, expectError, normalize } = ctx;

  describe('uploads: POST /api/admin/cars/upload-image and GET /uploads/{fileName}', () => {
    beforeEach(() => loginAll());
    const upload = (s: Side, file: Blob, name = 'car.png', field = 'file') =>
      s.api<UploadBody>('/api/admin/cars/upload-image', { body: form(file, name, field), auth: 'admin' });

    it('stores a real PNG (201); result.url then serves it as an image', async () => {
      const png = await makePng();
      // Deliberate difference, asserted per backend below: the mock keeps the PNG as sent, the server stores a WebP.
      const withoutFormat = (a: Answer, s: Side) => {
        const { contentType: _type, size: _size, ...result } = (a.body as UploadBody).result;
        return normalize({ ...a, body: { ...(a.body as UploadBody), result } }, s);
      };
      const res = await both((s) => upload(s, new Blob([png], { type: 'image/png' })), 'upload', withoutFormat);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Image uploaded successfully' });
      expect(res.body.result.url).toMatch(/^http:\/\/localhost\/uploads\/[a-f0-9]{24}\.(png|webp)$/);
      expect(res.body.result.url.endsWith(`/uploads/${res.body.result.fileName}`)).toBe(true);
      await each(async (s) => {
        const mine = await upload(s, new Blob([png], { type: 'image/png' }));
        const file = await s.api<Uint8Array>(mine.body.result.url);
        expect(file.status, s.name).toBe(200);
        expect(file.headers.get('x-content-type-options'), s.name).toBe('nosniff');
        const meta = await sharp(file.body).metadata();
        expect([meta.width, meta.height], s.name).toEqual([64, 48]);
        if (s.isMock) {
          // The mock keeps the bytes as sent, named and typed by their magic numbers.
          expect(mine.body.result).toMatchObject({ contentType: 'image/png', size: png.byteLength });
          expect(mine.body.result.fileName).toMatch(/\.png$/);
          expect(file.headers.get('content-type')).toBe('image/png');
          expect(file.body).toEqual(png);
        } else {
          // Deliberate difference: the server decodes and re-encodes every upload to WebP (metadata stripped).
          expect(mine.body.result).toMatchObject({ contentType: 'image/webp', size: file.body.byteLength });
          expect(mine.body.result.fileName).toMatch(/\.webp$/);
          expect(file.headers.get('content-type')).toBe('image/webp');
          expect(meta.format).toBe('webp');
          // Every variant of the srcset is stored and served back, from the disk or the bucket (the PostgreSQL run).
          const id = mine.body.result.fileName.slice(0, 24);
          for (const [name, type] of [[`${id}-480.webp`, 'image/webp'], [`${id}-960.avif`, 'image/avif'], [`${id}-1600.avif`, 'image/avif']] as const) {
            const variant = await s.api<Uint8Array>(`/uploads/${name}`);
            expect([variant.status, variant.headers.get('content-type')], name).toEqual([200, type]);
            expect((await sharp(variant.body).metadata()).width, name).toBe(64);
            const head = await s.api<Uint8Array>(`/uploads/${name}`, { method: 'HEAD' });
            expect([head.status, head.headers.get('content-length')], name).toEqual([200, String(variant.body.byteLength)]);
          }
        }
      });
      // The uploaded url is a valid car image on the same backend.
      const car = await both(async (s) => {
        const mine = await upload(s, new Blob([png], { type: 'image/png' }));
        return s.api<CarBody>('/api/admin/cars/add', { json: carInput({ images: [{ url: mine.body.result.url, alt: 'Front', isPrimary: true }] }), auth: 'admin' });
      }, 'car with an uploaded image');
      expect(car.status).toBe(201);
      expect(car.body.data.images[0]?.url).toMatch(/^http:\/\/localhost\/uploads\//);
    });

    it('answers 415 for bytes that are not a JPEG, PNG or WebP, whatever the declared type', async () => {
      for (const blob of [
        new Blob([new TextEncoder().encode('<script>alert(1)</script>')], { type: 'image/png' }),
        new Blob([new TextEncoder().encode('just some text')], { type: 'text/plain' }),
        new Blob([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], { type: 'image/gif' }),
        new Blob([], { type: 'image/jpeg' }),
      ]) {
        const res = await both((s) => upload(s, blob, 'x.png'), blob.type);
        expectError(res, 415, 'Only JPEG, PNG, and WebP images are allowed');
      }
    });

    it('a JPEG header over junk: the mock accepts it (magic numbers only), the server refuses it (it decodes)', async () => {
      const junk = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], { type: 'image/jpeg' });
      await each(async (s) => {
        const res = await upload(s, junk, 'x.jpg');
        if (s.isMock) expect(res.status, s.name).toBe(201);
        else expectError(res, 415, 'Only JPEG, PNG, and WebP images are allowed');
      });
    });

    it('answers 413 for a file over 5 MB', async () => {
      const png = await makePng();
      for (const size of [UPLOAD_MAX_BYTES + 1, 6 * 1024 * 1024]) {
        const bytes = new Uint8Array(size);
        bytes.set(png);
        const res = await both((s) => upload(s, new Blob([bytes], { type: 'image/png' })), `${size} bytes`);
        expectError(res, 413, 'File size must be less than 5MB');
      }
    });

    it('answers 400 naming `file` without a file field', async () => {
      const png = await makePng();
      const res = await both((s) => upload(s, new Blob([png], { type: 'image/png' }), 'x.png', 'image'));
      expectError(res, 400, 'file: is required', 'file');
    });

    it('GET /uploads/{fileName} answers 404 for an unknown or malformed name', async () => {
      for (const path of [`/uploads/${UNKNOWN_ID}.png`, `/uploads/${UNKNOWN_ID}.webp`, '/uploads/..%2Fsecret.png', '/uploads/x.png']) {
        expectError(await call(path), 404, 'File not found');
      }
    });
  });
}
