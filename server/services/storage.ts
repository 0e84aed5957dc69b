/**
 * Where the upload files live (issue 24): a folder on the local disk (UPLOADS_DIR, the default) or a bucket of
 * S3-compatible object storage (S3_BUCKET, services/s3-storage.ts). Both hold flat names (`<id>-480.avif`): the name
 * is the key, so the site's URLs (`/uploads/<name>`) are the same whichever holds the bytes, and moving from one to
 * the other (`npm run uploads:to-bucket`) changes no row.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { folderWritable } from '../startup';
import { s3Storage, type S3Settings } from './s3-storage';

export type StorageLocation = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Settings);

export interface StoredFile {
  /** The disk's file is read whole (small images); the bucket's is streamed on as it arrives. */
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  size: number;
}

export interface FileStorage {
  /** For messages and logs: the folder, or s3://bucket. */
  readonly where: string;
  /** The whole file or nothing: a reader never sees half of it. */
  put(name: string, data: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(name: string): Promise<StoredFile | null>;
  /** The file's size in bytes, null when there is no such file (HEAD, the migration). */
  size(name: string): Promise<number | null>;
  /** Deletes those of `names` that exist; a missing one is no error. */
  delete(names: readonly string[]): Promise<void>;
  /** Every file and its size (the migration). */
  list(): AsyncIterable<{ name: string; size: number }>;
  /** Whether it answers and can be used (the health check); never throws. */
  check(): Promise<boolean>;
  /** Where a visitor fetches `name` directly (S3_PUBLIC_URL, a CDN), undefined when this server serves it. */
  publicUrl(name: string): string | undefined;
}

export function createStorage(location: StorageLocation): FileStorage {
  return location.kind === 'disk' ? diskStorage(location.dir) : s3Storage(location);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder, written under a temporary name in it, then renamed (today's behaviour, the default). */
export function diskStorage(dir: string): FileStorage {
  async function size(name: string): Promise<number | null> {
    try {
      const info = await stat(join(dir, name));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    where: dir,

    async put(name, data) {
      await mkdir(dir, { recursive: true });
      const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, data, { flag: 'wx' });
        await rename(temp, join(dir, name));
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
    },

    async get(name) {
      try {
        const data = await readFile(join(dir, name));
        // readFile's Buffer is backed by a plain ArrayBuffer (never a SharedArrayBuffer), which Response wants.
        return { body: new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), size: data.byteLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    size,

    async delete(names) {
      await Promise.all(names.map((name) => unlink(join(dir, name)).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)))));
    },

    async *list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
      // Dot files are ours in passing: temporary names before their rename, the health check's probe.
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        const bytes = await size(entry.name);
        if (bytes !== null) yield { name: entry.name, size: bytes };
      }
    },

    check: () => folderWritable(dir),

    publicUrl: () => undefined,
  };
}
