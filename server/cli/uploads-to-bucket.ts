/**
 * Moves the uploads from the disk to the bucket, once, before the server starts with S3_BUCKET (issue 24):
 *
 *   S3_BUCKET=… S3_ENDPOINT=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npm run uploads:to-bucket
 *
 * with the settings the server will have (UPLOADS_DIR, or DATA_DIR/uploads, is where it reads). Every upload file
 * there is copied to the bucket with its type and caching, except those already there with the same size, so a
 * second run (after an interruption, or after uploads made meanwhile) copies only what is missing. The database is
 * not touched: its URLs (`/uploads/<file>`) stay the same. The files on disk are left in place.
 */
import { pathToFileURL } from 'node:url';
import { STORED_FILE_NAME, VARIANT_CONTENT_TYPES, type VariantFormat } from '../../domain/image-files';
import { ConfigError, loadConfig } from '../config';
import { createStorage, diskStorage } from '../services/storage';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

/** Files copied at once: the bucket answers each in tens of milliseconds, so a few in flight go several times faster. */
const PARALLEL = 8;

/** Copies; answers the exit code (0 when every file is in the bucket). */
export async function copyUploadsToBucket(io: CliIo): Promise<number> {
  const fail = (message: string) => {
    io.err(`uploads:to-bucket: ${message}`);
    return 1;
  };
  let config;
  try {
    config = loadConfig({ ...io.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  } catch (error) {
    if (error instanceof ConfigError) return fail(`configuration: ${error.message}`);
    throw error;
  }
  if (config.storage.kind !== 's3') return fail('S3_BUCKET is not set: set it and the other S3_* variables as the server will have them');
  const disk = diskStorage(config.uploadsDir);
  const bucket = createStorage(config.storage);
  if (!(await bucket.check())) return fail(`the bucket ${bucket.where} does not answer, or does not exist, or refuses these keys`);

  const counts = { copied: 0, present: 0, skipped: 0, failed: 0 };
  const files: { name: string; size: number; format: VariantFormat }[] = [];
  for await (const file of disk.list()) {
    const format = STORED_FILE_NAME.exec(file.name)?.[3] as VariantFormat | undefined;
    if (format) files.push({ ...file, format });
    else counts.skipped += 1;
  }
  const copy = async ({ name, size, format }: (typeof files)[number]) => {
    try {
      if ((await bucket.size(name)) === size) {
        counts.present += 1;
        return;
      }
      const file = await disk.get(name);
      if (!file || !(file.body instanceof Uint8Array)) throw new Error('it disappeared from the disk');
      await bucket.put(name, file.body, VARIANT_CONTENT_TYPES[format]);
      counts.copied += 1;
    } catch (error) {
      counts.failed += 1;
      io.err(`uploads:to-bucket: ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (let i = 0; i < files.length; i += PARALLEL) await Promise.all(files.slice(i, i + PARALLEL).map(copy));

  io.out(`${config.uploadsDir} → ${bucket.where}: ${counts.copied} copied, ${counts.present} already there, ${counts.failed} failed` +
    (counts.skipped > 0 ? `, ${counts.skipped} skipped (not an upload's file)` : '') + '.');
  io.out(counts.failed > 0
    ? 'Run it again to copy the files that failed.'
    : `The files in ${config.uploadsDir} are left in place: remove them yourself once the server runs with S3_BUCKET.`);
  return counts.failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await copyUploadsToBucket({ env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) });
}
