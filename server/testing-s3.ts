/**
 * A real S3-compatible server for tests: s3rver in the test's own process, its objects in a temporary folder, one
 * bucket made at start. The object-storage tests and the PostgreSQL contract run keep their uploads in it; a test
 * stops it to play a store that is down and may start it again on the same port with the same objects. `env` is what
 * a server needs to use it (the settings of config.ts); `object`/`keys` look into the bucket with a client of its own.
 * Its limits: a listing longer than one page (1000 keys) fails (its continuation tokens use DES, which Node 17+'s
 * OpenSSL 3 refuses), and it does not check the signature of a HEAD.
 */
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

// The SDK's notice that its 2027 releases will need Node 22, once per process: known, and noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's fixed keys: it checks request signatures against them. */
const KEY = 'S3RVER';

export class S3Sink {
  readonly bucket = 'luxe-test';
  private server: S3rver | undefined;
  private dir: string | undefined;
  private port = 0;
  private client: S3Client | undefined;

  /** Starts it (again, on the port it had, with the objects it had, when it was stopped); answers the port. */
  async start(): Promise<number> {
    this.dir ??= await mkdtemp(join(tmpdir(), 'luxe-s3-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: this.port,
      silent: true,
      directory: this.dir,
      configureBuckets: [{ name: this.bucket, configs: [] }],
    });
    const { port } = await server.run();
    this.server = server;
    this.port = port;
    return port;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The settings that put a server's uploads in this bucket. */
  get env(): Record<string, string> {
    return { S3_BUCKET: this.bucket, S3_ENDPOINT: this.endpoint, S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY };
  }

  private s3(): S3Client {
    this.client ??= new S3Client({
      endpoint: this.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return this.client;
  }

  /** Every key in the bucket, sorted (at most a page: see above). */
  async keys(): Promise<string[]> {
    const page = await this.s3().send(new ListObjectsV2Command({ Bucket: this.bucket }));
    return (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
  }

  /** An object's stored headers, null when there is none. */
  async object(key: string): Promise<{ size: number; contentType?: string; cacheControl?: string } | null> {
    try {
      const head = await this.s3().send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType, cacheControl: head.CacheControl };
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  /** Stops answering; the objects stay for a later start(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.client?.destroy();
    this.client = undefined;
    await server?.close();
  }

  /** Stops it and deletes its objects and folder. */
  async remove(): Promise<void> {
    await this.stop();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
    this.dir = undefined;
  }
}
