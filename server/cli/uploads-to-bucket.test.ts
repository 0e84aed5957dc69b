/**
 * `npm run uploads:to-bucket`: the files of an uploads folder copied to a bucket on a real S3-compatible server
 * (s3rver), once; a second run copies nothing; what is not an upload's file stays behind; the disk is left as it was.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Sink } from '../testing-s3';
import { copyUploadsToBucket, type CliIo } from './uploads-to-bucket';

const s3 = new S3Sink();
let dataDir: string;
beforeAll(async () => {
  await s3.start();
  dataDir = await mkdtemp(join(tmpdir(), 'luxe-to-bucket-'));
});
afterAll(async () => {
  await s3.remove();
  await rm(dataDir, { recursive: true, force: true });
});

async function run(env: Record<string, string>): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { env: { NODE_ENV: 'development', DATA_DIR: dataDir, ...env }, out: (l) => out.push(l), err: (l) => err.push(l) };
  return { code: await copyUploadsToBucket(io), out, err };
}

const ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';

describe('npm run uploads:to-bucket', () => {
  it('copies every upload file to the bucket once, with its type, and leaves the disk as it was', async () => {
    const uploads = join(dataDir, 'uploads');
    await mkdir(uploads, { recursive: true });
    const names = [`${ID}.webp`, `${ID}-480.webp`, `${ID}-480.avif`, `${ID}-1600.avif`];
    for (const [i, name] of names.entries()) await writeFile(join(uploads, name), `bytes of ${name}`.repeat(i + 1));
    await writeFile(join(uploads, 'notes.txt'), 'not an upload');
    await writeFile(join(uploads, `.${ID}.webp.0123.tmp`), 'half a file');

    const first = await run(s3.env);
    expect(first).toMatchObject({ code: 0, err: [] });
    expect(first.out[0]).toBe(`${uploads} → s3://${s3.bucket}: 4 copied, 0 already there, 0 failed, 1 skipped (not an upload's file).`);
    expect(first.out[1]).toMatch(/left in place/);
    expect(await s3.keys()).toEqual([...names].sort());
    expect(await s3.object(`${ID}-480.avif`)).toMatchObject({ size: `bytes of ${ID}-480.avif`.length * 3, contentType: 'image/avif' });
    expect((await readdir(uploads)).length).toBe(6);

    const second = await run(s3.env);
    expect(second.code).toBe(0);
    expect(second.out[0]).toMatch(/: 0 copied, 4 already there, 0 failed/);

    // A file whose copy in the bucket differs in size (an interrupted copy) is copied again; a new one too.
    await writeFile(join(uploads, `${ID}.webp`), 'changed');
    await writeFile(join(uploads, `${ID}-960.webp`), 'new');
    expect((await run(s3.env)).out[0]).toMatch(/: 2 copied, 3 already there, 0 failed/);
    expect(await s3.object(`${ID}.webp`)).toMatchObject({ size: 'changed'.length, contentType: 'image/webp' });
  });

  it('refuses to run without S3_BUCKET, or when the bucket does not answer', async () => {
    const without = await run({});
    expect(without.code).toBe(1);
    expect(without.err[0]).toMatch(/^uploads:to-bucket: S3_BUCKET is not set/);
    const half = await run({ S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: 'only-one' });
    expect(half.err[0]).toBe('uploads:to-bucket: configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
    const missing = await run({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toMatch(/the bucket s3:\/\/no-such-bucket does not answer/);
  });
});
