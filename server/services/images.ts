/**
 * The upload store: an uploaded image is never kept or served as sent. Its bytes must be a JPEG, PNG or WebP by
 * their magic numbers (domain/image-bytes.ts, shared with the mock) and must decode; it is then auto-oriented and
 * re-encoded into the variants of domain/image-files.ts, which drops whatever rode along (EXIF with GPS position and
 * camera serial, ICC, XMP, trailing bytes of a polyglot). The files go to the storage (services/storage.ts: the
 * uploads folder, or a bucket with S3_BUCKET), whole or not at all, and each upload gets a row in `uploads`.
 */
import { eq, sql } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { SERVER_MSG } from '../../domain/messages';
import { newObjectId } from '../../domain/ids';
import { sniffImageType } from '../../domain/image-bytes';
import {
  IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, STORED_FILE_NAME, VARIANT_CONTENT_TYPES, mainFileName, variantFileName, type VariantFormat,
} from '../../domain/image-files';
import { UPLOAD_URL_PREFIX } from '../../domain/rules';
import { HttpError } from '../../domain/http-errors';
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import type { Database } from '../db/client';
import { carTrash, cars, uploads } from '../db/schema';
import type { FileStorage, StoredFile } from './storage';

/**
 * A decompression bomb (a small file declaring a huge canvas) is refused before decoding. 40 MP is well above the
 * 12 MP phone photo that fits in 5 MB, and bounds a decode's memory (~160 MB of RGBA).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * aom's speed (0 fastest, sharp's default 4). CPU time to ingest a 4000x3000 photo JPEG, measured on 2 cores:
 * effort 0 ≈ 0.8 s (1.3 s upright from EXIF orientation 6) with AVIF files ~8% larger; effort 1 ≈ 1.7 s (2.6 s);
 * effort 2 ≈ 2.4 s (3.9 s) for the same sizes as 1; effort 4 takes 10-20 s. 1 keeps an upload near the 2 s target.
 */
export const AVIF_EFFORT = 1;
/**
 * libwebp's largest side in pixels. Every variant is at most the largest slot wide, so only a very tall, narrow
 * picture (1000×39000, 20×1999000: under the pixel cap) has a variant beyond it; it is refused with 415 before any
 * variant is encoded (it was a 500 'too large for the WebP format').
 */
export const WEBP_MAX_SIDE = 16_383;
const QUALITY: Record<VariantFormat, number> = { webp: 80, avif: 50 };

export interface StoredVariant {
  fileName: string;
  /** The real pixel width: min(slot, original width). */
  width: number;
  format: VariantFormat;
  size: number;
}

export interface StoredImage {
  /** The file result.url names: `${UPLOAD_URL_PREFIX}${fileName}` (the largest WebP variant). */
  fileName: string;
  size: number;
  contentType: string;
  width: number;
  height: number;
  /** Every slot in both formats (domain/image-files.ts). */
  variants: StoredVariant[];
}

export interface ImageStore {
  /**
   * Throws HttpError 413 (too many bytes or pixels) or 415 (not a JPEG, PNG or WebP that decodes, or too tall for
   * its width to be stored as WebP).
   */
  ingest(input: { bytes: Uint8Array; userId: string; now: number }): Promise<StoredImage>;
  /**
   * null for any name that is not one of ours or not stored: a name never reaches the storage unchecked. `head`: the
   * size and type only, no body. `{ location }`: the file is served from S3_PUBLIC_URL there, not by us.
   */
  read(fileName: string, options?: { head?: boolean }): Promise<StoredRead | { location: string } | null>;
  /**
   * Deletes for good the uploads these car image URLs name (every variant, and the row) that no car and no car in
   * the trash still shows; other URLs are ignored. Answers how many uploads went.
   */
  discard(urls: readonly string[]): Promise<number>;
  /** Whether the storage takes files now (the health check); never throws. */
  check(): Promise<boolean>;
}

export interface StoredRead {
  body: StoredFile['body'] | null;
  size: number;
  contentType: string;
}

export interface ImageStoreOptions {
  storage: FileStorage;
  db: Database;
}

interface Encoded {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

const notAnImage = () => new HttpError(415, SERVER_MSG.fileType);

/**
 * Decodes once (auto-oriented, shrunk to the largest slot), then encodes every slot from those pixels. Slots above
 * the original's width repeat the largest real size instead of upscaling, so every slot's file exists.
 */
async function encodeVariants(bytes: Uint8Array): Promise<Map<number, Encoded[]>> {
  let meta: Metadata;
  try {
    // The header only (no pixels are decoded), read without the pixel limit so a bomb is told apart from junk.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!['jpeg', 'png', 'webp'].includes(meta.format)) throw notAnImage();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(413, SERVER_MSG.fileTooLarge);

  const largest = Math.max(...IMAGE_VARIANT_WIDTHS);
  // The largest variant's size: upright, shrunk to the largest slot, never enlarged (rounded up: never less than
  // the encoder's). The other variants are smaller.
  const upright = meta.autoOrient;
  const scale = Math.min(1, largest / upright.width);
  if (Math.max(Math.ceil(upright.width * scale), Math.ceil(upright.height * scale)) > WEBP_MAX_SIDE) {
    throw new HttpError(415, SERVER_MSG.imageTooTall);
  }
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notAnImage(); // truncated or corrupt pixel data behind a valid header
  }
  const { width, height, channels } = master.info;
  const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 };

  const byWidth = new Map<number, Promise<Encoded[]>>();
  const encodeAt = (w: number) =>
    Promise.all(
      (['webp', 'avif'] as const).map(async (format): Promise<Encoded> => {
        const resized = sharp(master.data, { raw }).resize({ width: w, withoutEnlargement: true });
        const out = format === 'webp' ? resized.webp({ quality: QUALITY.webp }) : resized.avif({ quality: QUALITY.avif, effort: AVIF_EFFORT });
        const { data, info } = await out.toBuffer({ resolveWithObject: true });
        return { format, width: info.width, height: info.height, data };
      }),
    );
  const slots = await Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (slot) => {
      const w = Math.min(slot, width);
      const encoding = byWidth.get(w) ?? encodeAt(w);
      byWidth.set(w, encoding);
      return [slot, await encoding] as const;
    }),
  );
  return new Map(slots);
}

/**
 * One ingest at a time: decoding can take a few hundred MB for a large PNG, and the encoders already use every
 * core, so a second upload waits its turn rather than slowing the first one down and doubling the memory.
 */
function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Every file an upload `id` has: the main name and each variant (domain/image-files.ts). */
function filesOf(id: string): string[] {
  return [mainFileName(id), ...IMAGE_VARIANT_WIDTHS.flatMap((w) => IMAGE_VARIANT_FORMATS.map((f) => variantFileName(id, w, f)))];
}

/** The upload id a car image URL names (`[origin]/uploads/<id>.webp`), undefined for any other image. */
function uploadIdOf(url: string): string | undefined {
  const at = url.lastIndexOf(UPLOAD_URL_PREFIX);
  return at < 0 ? undefined : STORED_FILE_NAME.exec(url.slice(at + UPLOAD_URL_PREFIX.length))?.[1];
}

export function createImageStore({ storage, db }: ImageStoreOptions): ImageStore {
  const queue = serial();

  async function store(bytes: Uint8Array, userId: string, now: number): Promise<StoredImage> {
    const slots = await encodeVariants(bytes);
    const id = newObjectId(now);
    const files: { fileName: string; data: Buffer; format: VariantFormat }[] = [];
    const variants: StoredVariant[] = [];
    for (const slot of IMAGE_VARIANT_WIDTHS) {
      for (const encoded of slots.get(slot) ?? []) {
        const fileName = variantFileName(id, slot, encoded.format);
        files.push({ fileName, data: encoded.data, format: encoded.format });
        variants.push({ fileName, width: encoded.width, format: encoded.format, size: encoded.data.byteLength });
      }
    }
    const main = slots.get(Math.max(...IMAGE_VARIANT_WIDTHS))?.find((e) => e.format === 'webp');
    if (!main) throw new Error('the largest WebP variant is missing');
    files.push({ fileName: mainFileName(id), data: main.data, format: 'webp' });

    try {
      // Every write settles before a failure is answered, so the clean-up below deletes whatever did land.
      const written = await Promise.allSettled(files.map((file) => storage.put(file.fileName, file.data, VARIANT_CONTENT_TYPES[file.format])));
      const failed = written.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      await db.insert(uploads).values({
        id,
        fileName: mainFileName(id),
        width: main.width,
        height: main.height,
        variants,
        createdAt: new Date(now),
        createdBy: userId,
      });
    } catch (error) {
      await storage.delete(files.map((f) => f.fileName)).catch(() => undefined);
      throw error;
    }
    return {
      fileName: mainFileName(id),
      size: main.data.byteLength,
      contentType: VARIANT_CONTENT_TYPES.webp,
      width: main.width,
      height: main.height,
      variants,
    };
  }

  return {
    async ingest({ bytes, userId, now }) {
      // Cheap refusals first, outside the queue: no decoding for a file that is too big or not an image at all.
      if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new HttpError(413, SERVER_MSG.fileTooLarge);
      if (!sniffImageType(bytes)) throw notAnImage();
      return queue(() => store(bytes, userId, now));
    },

    async read(fileName, { head = false } = {}) {
      const format = STORED_FILE_NAME.exec(fileName)?.[3] as VariantFormat | undefined;
      if (!format) return null;
      const location = storage.publicUrl(fileName);
      if (location) return { location };
      const contentType = VARIANT_CONTENT_TYPES[format];
      if (head) {
        const size = await storage.size(fileName);
        return size === null ? null : { body: null, size, contentType };
      }
      const file = await storage.get(fileName);
      return file && { ...file, contentType };
    },

    async discard(urls) {
      let discarded = 0;
      for (const id of new Set(urls.map(uploadIdOf).filter((v) => v !== undefined))) {
        // The same upload may be shown by another car (its url typed in again); then it stays. The id is hex only.
        const shown = `%${UPLOAD_URL_PREFIX}${id}.%`;
        const { rows } = (await db.execute(
          sql`SELECT 1 FROM ${cars} WHERE ${cars.images}::text LIKE ${shown} UNION ALL SELECT 1 FROM ${carTrash} WHERE ${carTrash.car}::text LIKE ${shown} LIMIT 1`,
        )) as unknown as { rows: unknown[] };
        if (rows.length > 0) continue;
        await storage.delete(filesOf(id));
        await db.delete(uploads).where(eq(uploads.id, id));
        discarded += 1;
      }
      return discarded;
    },

    check: () => storage.check(),
  };
}
