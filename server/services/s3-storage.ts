/**
 * Upload files in a bucket of S3-compatible object storage (AWS S3, MinIO, Ceph, Garage, R2, …): what S3_BUCKET
 * switches on (config.ts). Keys are the files' names at the bucket's root; each object carries its image type and
 * the year-long immutable Cache-Control, so a CDN in front of the bucket (S3_PUBLIC_URL) serves it as we would.
 */
import {
  DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { UPLOAD_CACHE_CONTROL } from '../../domain/image-files';
import type { FileStorage } from './storage';

export interface S3Settings {
  bucket: string;
  /** A self-hosted or third-party store (`http://minio:9000`); undefined = AWS itself, by region. */
  endpoint: string | undefined;
  region: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what self-hosted stores need (no wildcard DNS). */
  forcePathStyle: boolean;
  /** undefined = the SDK's own chain (AWS_* variables, an instance role); production requires keys (config.ts). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** A public base (a CDN or the bucket's public address) visitors are sent to for the files; no trailing slash. */
  publicUrl: string | undefined;
}

/** How long the health check waits for the bucket before it says no. */
const CHECK_TIMEOUT_MS = 3_000;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);

export function s3Storage(settings: S3Settings): FileStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Since client-s3 3.729 the SDK sends and expects CRC32 checksums on every call that supports them by default;
    // several third-party and self-hosted stores refuse or mangle them. Only where the S3 API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails an upload or a read in seconds instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });

  return {
    where: `s3://${bucket}`,

    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket, Key: name, Body: data, ContentLength: data.byteLength, ContentType: contentType, CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },

    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!object.Body) return null;
        return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async size(name) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    // One DeleteObject per file, not DeleteObjects: that one requires a checksum header, and stores differ on which
    // (Content-MD5 or the SDK's CRC32). An image has seven files.
    async delete(names) {
      await Promise.all(names.map((name) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }))));
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield { name: object.Key, size: object.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    check: () =>
      client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
        () => true,
        () => false,
      ),

    publicUrl: (name) => (settings.publicUrl ? `${settings.publicUrl}/${name}` : undefined),
  };
}
