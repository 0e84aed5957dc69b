import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, STORED_FILE_NAME } from '../../domain/image-files';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError } from '../../domain/http-errors';
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { uploads } from '../db/schema';
import { createImageStore, type ImageStore, type StoredImage } from './images';
import { diskStorage } from './storage';
import { EXIF_SECRET, POLYGLOT, TEXT_FILE, gif, jpeg, jpegWithExif, png, pngDeclaring, webp } from './images.fixtures';

const USER = 'de3bb8ff696a9fb8ecfc5fff';
const NOW = Date.parse('2026-03-01T10:00:00Z');

let database: DatabaseHandle;
let dir: string;
let store: ImageStore;

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
});
afterAll(() => database.close());
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'luxe-images-'));
  store = createImageStore({ storage: diskStorage(join(dir, 'uploads')), db: database.db });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const ingest = (bytes: Uint8Array) => store.ingest({ bytes, userId: USER, now: NOW });

async function refusal(bytes: Uint8Array): Promise<HttpError> {
  const error = await ingest(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

/** A stored file as read back for a visitor, with its whole body (null when there is none). */
async function readBack(name: string): Promise<{ body: Uint8Array; contentType: string } | null> {
  const file = await store.read(name);
  if (!file) return null;
  if ('location' in file || !file.body) throw new Error(`${name}: no body`);
  return { contentType: file.contentType, body: file.body instanceof Uint8Array ? file.body : new Uint8Array(await new Response(file.body).arrayBuffer()) };
}

/** The slot → [webp, avif] real widths of a stored image, checked against the files' own headers. */
async function storedWidths(image: StoredImage): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {};
  for (const v of image.variants) {
    const file = await readBack(v.fileName);
    const meta = await sharp(file!.body).metadata();
    expect(meta.format === 'heif' ? 'avif' : meta.format, v.fileName).toBe(v.format);
    expect(meta.width, v.fileName).toBe(v.width);
    expect(file!.body.byteLength, v.fileName).toBe(v.size);
    const slot = STORED_FILE_NAME.exec(v.fileName)?.[2] ?? '?';
    (out[slot] ??= []).push(meta.width);
  }
  return out;
}

describe('ImageStore.ingest', () => {
  it('re-encodes a PNG into WebP and AVIF at every slot, the main file being the largest WebP', async () => {
    const image = await ingest(await png(2000, 1000));
    const id = image.fileName.slice(0, 24);
    expect(image.fileName).toMatch(/^[a-f0-9]{24}\.webp$/);
    expect(image).toMatchObject({ contentType: 'image/webp', width: 1600, height: 800 });
    expect(image.variants.map((v) => v.fileName).sort()).toEqual(
      IMAGE_VARIANT_WIDTHS.flatMap((w) => [`${id}-${w}.avif`, `${id}-${w}.webp`]).sort(),
    );
    expect(await storedWidths(image)).toEqual({ '480': [480, 480], '960': [960, 960], '1600': [1600, 1600] });
    const main = await readBack(image.fileName);
    expect(main?.contentType).toBe('image/webp');
    expect(main?.body.byteLength).toBe(image.size);
    expect(main?.body).toEqual((await readBack(`${id}-1600.webp`))?.body);
    expect((await readBack(`${id}-480.avif`))?.contentType).toBe('image/avif');
  });

  it('records the upload with its variants, time and author', async () => {
    const image = await ingest(await webp(1000, 600));
    const [row] = await (database.db as Database).select().from(uploads).where(eq(uploads.fileName, image.fileName));
    expect(row).toMatchObject({ id: image.fileName.slice(0, 24), width: 1000, height: 600, createdBy: USER });
    expect(row?.createdAt.getTime()).toBe(NOW);
    expect(row?.variants).toEqual(image.variants);
  });

  it('never upscales: slots above the original hold its own width', async () => {
    const small = await ingest(await png(300, 200, true));
    expect(await storedWidths(small)).toEqual({ '480': [300, 300], '960': [300, 300], '1600': [300, 300] });
    expect(small).toMatchObject({ width: 300, height: 200 });
    const medium = await ingest(await jpeg(1200, 900));
    expect(await storedWidths(medium)).toEqual({ '480': [480, 480], '960': [960, 960], '1600': [1200, 1200] });
  });

  it('applies the EXIF orientation, then strips EXIF (camera, copyright, GPS) from every file', async () => {
    const sent = await jpegWithExif(1200, 800);
    expect((await sharp(sent).metadata()).orientation).toBe(6);
    const image = await ingest(sent);
    // Stored sideways 1200×800, displayed upright 800×1200.
    expect(image).toMatchObject({ width: 800, height: 1200 });
    for (const v of image.variants) {
      const body = (await readBack(v.fileName))!.body;
      const meta = await sharp(body).metadata();
      expect(meta.exif, v.fileName).toBeUndefined();
      expect(meta.xmp, v.fileName).toBeUndefined();
      expect(meta.orientation, v.fileName).toBeUndefined();
      expect(Buffer.from(body).includes(EXIF_SECRET), v.fileName).toBe(false);
      expect(Buffer.from(body).includes('TestCam'), v.fileName).toBe(false);
    }
    // The green disc drawn in the top-left quarter is in the top-right once the picture is upright.
    const { data, info } = await sharp((await readBack(image.fileName))!.body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const isGreen = ([r = 0, g = 0]: number[]) => g > 150 && r < 100;
    expect(isGreen(pixel(Math.round(info.width * 0.75), Math.round(info.height * 0.25)))).toBe(true);
    expect(isGreen(pixel(Math.round(info.width * 0.25), Math.round(info.height * 0.25)))).toBe(false);
  });

  it('keeps nothing that trailed the image (a PNG with a script appended)', async () => {
    const sent = Buffer.concat([await png(400, 300), Buffer.from('<script>alert(1)</script>')]);
    const image = await ingest(sent);
    for (const v of image.variants) expect(Buffer.from((await readBack(v.fileName))!.body).includes('<script>')).toBe(false);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes with 415, storing nothing', async () => {
    const cut = await jpeg(800, 600);
    for (const bytes of [TEXT_FILE, POLYGLOT, await gif(20, 20), cut.subarray(0, cut.length / 2), new Uint8Array()]) {
      const error = await refusal(bytes);
      expect(error.status).toBe(415);
      expect(error.message).toBe(SERVER_MSG.fileType);
    }
    expect(await readdir(join(dir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('refuses more than 5 MB, and a canvas over the pixel limit, with 413', async () => {
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    over.set(await png(10, 10));
    for (const bytes of [over, pngDeclaring(10_000, 10_000)]) {
      const error = await refusal(bytes);
      expect(error.status).toBe(413);
      expect(error.message).toBe(SERVER_MSG.fileTooLarge);
    }
  });

  it('refuses with 415 an image whose stored size would exceed WebP’s 16383-pixel side, before encoding, storing nothing', async () => {
    // Under the pixel cap, so only the shape is wrong: 1000×39000 and 20×1999000 were a 500 ('too large for the
    // WebP format'); a JPEG turned upright by its EXIF orientation is measured upright.
    for (const bytes of [await png(1000, 39_000), await png(20, 1_999_000), await png(1, 16_384), await jpegWithExif(17_000, 1_000)]) {
      const error = await refusal(bytes);
      expect(error.status).toBe(415);
      expect(error.message).toBe(SERVER_MSG.imageTooTall);
    }
    expect(await readdir(join(dir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('measures the stored size, not the original: a tall picture wider than the largest slot, and a wide one, are kept', async () => {
    const tall = await ingest(await png(2_000, 17_000));
    expect([tall.width, tall.height]).toEqual([1600, 13_600]);
    const wide = await ingest(await png(17_000, 1_000));
    expect([wide.width, wide.height]).toEqual([1600, 94]);
    const edge = await ingest(await png(20, 16_383));
    expect([edge.width, edge.height]).toEqual([20, 16_383]);
  }, 60_000);

  it('handles uploads arriving together, each under its own name', async () => {
    const images = await Promise.all([png(600, 400), webp(700, 500), jpeg(800, 600)].map(async (b) => ingest(await b)));
    expect(new Set(images.map((i) => i.fileName)).size).toBe(3);
    expect(images.map((i) => i.width)).toEqual([600, 700, 800]);
    const files = await readdir(join(dir, 'uploads'));
    expect(files).toHaveLength(3 * 7);
    expect(files.every((f) => STORED_FILE_NAME.test(f))).toBe(true);
  });

  it('leaves no file behind when the record cannot be written', async () => {
    const failing = { insert: () => ({ values: () => Promise.reject(new Error('database down')) }) } as unknown as Database;
    const broken = createImageStore({ storage: diskStorage(join(dir, 'uploads')), db: failing });
    await expect(broken.ingest({ bytes: await png(600, 400), userId: USER, now: NOW })).rejects.toThrow('database down');
    expect(await readdir(join(dir, 'uploads'))).toEqual([]);
  });
});

describe('ImageStore.read', () => {
  it('answers null for unknown files and for any name that is not one of ours', async () => {
    const image = await ingest(await png(500, 300));
    const id = image.fileName.slice(0, 24);
    await writeFile(join(dir, 'secret.webp'), 'outside the upload folder');
    for (const name of [
      'aaaaaaaaaaaaaaaaaaaaaaaa.webp',
      `${id}-481.webp`,
      `${id}.png`,
      '../secret.webp',
      `../uploads/${image.fileName}`,
      '%2e%2e%2fsecret.webp',
      `${id}.webp/`,
      `${id.toUpperCase()}.webp`,
      `.${image.fileName}.abc.tmp`,
      `${image.fileName}\0`,
      '',
    ]) {
      expect(await readBack(name), name).toBeNull();
    }
    expect(await readFile(join(dir, 'secret.webp'), 'utf8')).toBe('outside the upload folder');
  });
});
