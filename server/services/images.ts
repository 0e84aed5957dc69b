/**
 * The upload store: an uploaded image is never kept or served as sent. Its bytes must be a JPEG, PNG or WebP by
 * their magic numbers (domain/image-bytes.ts, shared with the mock) and must decode; it is then auto-oriented and
 * re-encoded into the variants of domain/image-files.ts, which drops whatever rode along (EXIF with GPS position and
 * camera serial, ICC, XMP, trailing bytes of a polyglot). Files go to `dir` (written to a temporary name, then
 * renamed, so a reader never sees half a file) and each upload gets a row in `uploads`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { SERVER_MSG } from '../../domain/messages';
import { newObjectId } from '../../domain/ids';
import { sniffImageType } from '../../domain/image-bytes';
import {
  IMAGE_VARIANT_WIDTHS, STORED_FILE_NAME, VARIANT_CONTENT_TYPES, mainFileName, variantFileName, type VariantFormat,
} from '../../domain/image-files';
import { HttpError } from '../../domain/http-errors';
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';

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
  /** null for any name that is not one of ours or not on disk: a name never reaches the file system unchecked. */
  read(fileName: string): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string } | null>;
}

export interface ImageStoreOptions {
  dir: string;
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

/** Writes under a temporary name in the same folder, then renames: readers see the whole file or none. */
async function writeAtomically(dir: string, fileName: string, data: Uint8Array): Promise<void> {
  const temp = join(dir, `.${fileName}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, join(dir, fileName));
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
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

export function createImageStore({ dir, db }: ImageStoreOptions): ImageStore {
  const queue = serial();

  async function store(bytes: Uint8Array, userId: string, now: number): Promise<StoredImage> {
    const slots = await encodeVariants(bytes);
    const id = newObjectId(now);
    const files: { fileName: string; data: Buffer }[] = [];
    const variants: StoredVariant[] = [];
    for (const slot of IMAGE_VARIANT_WIDTHS) {
      for (const encoded of slots.get(slot) ?? []) {
        const fileName = variantFileName(id, slot, encoded.format);
        files.push({ fileName, data: encoded.data });
        variants.push({ fileName, width: encoded.width, format: encoded.format, size: encoded.data.byteLength });
      }
    }
    const main = slots.get(Math.max(...IMAGE_VARIANT_WIDTHS))?.find((e) => e.format === 'webp');
    if (!main) throw new Error('the largest WebP variant is missing');
    files.push({ fileName: mainFileName(id), data: main.data });

    await mkdir(dir, { recursive: true });
    try {
      for (const file of files) await writeAtomically(dir, file.fileName, file.data);
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
      await Promise.all(files.map((f) => unlink(join(dir, f.fileName)).catch(() => undefined)));
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

    async read(fileName) {
      const match = STORED_FILE_NAME.exec(fileName);
      const format = match?.[3] as VariantFormat | undefined;
      if (!format) return null;
      try {
        const data = await readFile(join(dir, fileName));
        // readFile's Buffer is backed by a plain ArrayBuffer (never a SharedArrayBuffer), which Response wants.
        return { body: new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), contentType: VARIANT_CONTENT_TYPES[format] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
