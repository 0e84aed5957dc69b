/**
 * The product server's settings, read once from the environment and checked. Production (NODE_ENV=production)
 * refuses what is only safe on a developer's machine: a missing or short SESSION_SECRET, demo accounts, no PUBLIC_URL
 * (the Host header would name the site), no SMTP_URL (reset links would go to a file and the log), a bucket without
 * its keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { SITE } from '../domain/site';
import type { DatabaseLocation } from './db/client';
import type { StorageLocation } from './services/storage';
import { folderError } from './startup';

const ROOT = resolve(import.meta.dirname, '..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  DATA_DIR: z.string().default(join(ROOT, 'data')),
  UPLOADS_DIR: z.string().optional(),
  SITE_DIR: z.string().default(join(ROOT, 'dist')),
  SESSION_SECRET: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.union([flag.transform(Number), z.string().regex(/^\d{1,2}$/, 'must be 0/1/true/false or a number of proxies').transform(Number)]).default(0),
  SEED_DEMO: flag.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  ADMIN_NAME: z.string().default('Administrator'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Luxe Drive Dubai <no-reply@localhost>'),
  ENQUIRY_TO: z.email().default(SITE.email),
  ENQUIRY_ACKNOWLEDGE: flag.default(false),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces').optional(),
  PAGE_CACHE: flag.default(true),
  // Object storage for uploads (services/s3-storage.ts): S3_BUCKET turns it on, the rest say where and how.
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots, dashes), not a URL').optional(),
  S3_ENDPOINT: z.url().regex(/^https?:\/\//, 'must start with http:// or https://').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  S3_PUBLIC_URL: z.url().regex(/^https?:\/\//, 'must start with http:// or https://').optional(),
});

type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  database: DatabaseLocation;
  dataDir: string;
  uploadsDir: string;
  /** Where upload files are kept: UPLOADS_DIR, or a bucket when S3_BUCKET is set. */
  storage: StorageLocation;
  siteDir: string;
  sessionSecret: string;
  /** The site's own origin when it is known in advance (absolute upload URLs, canonical links). */
  publicUrl: string | undefined;
  corsOrigins: string[];
  /** Proxies in front whose X-Forwarded-For entries are trusted (TRUST_PROXY: 1/true = one, N = N); 0 = none. */
  trustProxy: number;
  /** Seed the demo fleet and demo accounts into an empty database. */
  seedDemo: boolean;
  firstAdmin: { email: string; password: string; name: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where enquiry alerts go (the business). */
  enquiryTo: string;
  /** Also mail the visitor an acknowledgement in their language (off: anyone can type anyone's address). */
  enquiryAcknowledge: boolean;
  /** The mail outbox worker (services/outbox.ts). */
  outbox: OutboxSettings;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** How long requests in flight at SIGTERM get to finish before their connections are cut. */
  shutdownGraceMs: number;
  /** Keep rendered public pages between requests (render/page-cache.ts); PAGE_CACHE=0 renders each one (bench, debugging). */
  pageCache: boolean;
  /** GET /metrics answers with `Authorization: Bearer <it>` (metrics.ts); unset, /metrics is 404. */
  metricsToken: string | undefined;
}

export interface OutboxSettings {
  /** How often due mail is looked for (a write also wakes the worker at once). */
  pollMs: number;
  /** The wait after a first failure; it doubles with each further one, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed row is another instance's to leave alone: longer than a send can take (SMTP timeouts). */
  leaseMs: number;
}

export class ConfigError extends Error {}

/** A development secret, made once and kept beside the data so tokens survive a restart. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, '.session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    try {
      mkdirSync(dataDir, { recursive: true });
      const secret = randomBytes(32).toString('base64url');
      writeFileSync(file, secret, { mode: 0o600 });
      return secret;
    } catch (error) {
      throw folderError('DATA_DIR', dataDir, error);
    }
  }
}

/** UPLOADS_DIR unless S3_BUCKET is set; the other S3_* settings alone, or half a pair of keys, are refused. */
function storageLocation(e: Env, production: boolean, uploadsDir: string): StorageLocation {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const).filter((k) => e[k] !== undefined);
    if (stray.length > 0) throw new ConfigError(`S3_BUCKET: must be set with ${stray.join(', ')} (the bucket is what puts uploads on object storage)`);
    return { kind: 'disk', dir: uploadsDir };
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  // Outside production the SDK's own chain (AWS_* variables, a profile) may stand in; production names its keys.
  if (production && e.S3_ACCESS_KEY_ID === undefined) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: must be set in production with S3_BUCKET');
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION,
    // Self-hosted stores (an endpoint) rarely have a DNS name per bucket; AWS itself wants virtual-hosted names.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue?.path.join('.') ?? 'env'}: ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && (!e.SESSION_SECRET || e.SESSION_SECRET.length < 32)) {
    throw new ConfigError('SESSION_SECRET: must be set to at least 32 characters in production');
  }
  const seedDemo = e.SEED_DEMO ?? !production;
  if (production && seedDemo) throw new ConfigError('SEED_DEMO: demo accounts are refused in production');
  // The request's Host must never become the site's address (canonical links, sitemap, upload URLs: issue 20).
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError('PUBLIC_URL: must be set in production to the site\'s public origin, e.g. https://luxedrive.ae');
  }
  // Without a mail server, reset links would only reach the log and DATA_DIR/outbox.log: never in production.
  if (production && !e.SMTP_URL) {
    throw new ConfigError('SMTP_URL: must be set in production (e.g. smtp://user:pass@mail.example:587): password-reset and enquiry mail go through it');
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  const uploadsDir = e.UPLOADS_DIR ?? join(e.DATA_DIR, 'uploads');
  const storage = storageLocation(e, production, uploadsDir);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: join(e.DATA_DIR, 'pglite') },
    dataDir: e.DATA_DIR,
    uploadsDir,
    storage,
    siteDir: e.SITE_DIR,
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    seedDemo,
    firstAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    enquiryTo: e.ENQUIRY_TO,
    enquiryAcknowledge: e.ENQUIRY_ACKNOWLEDGE,
    outbox: { pollMs: e.OUTBOX_POLL_MS, retryBaseMs: e.OUTBOX_RETRY_BASE_MS, retryMaxMs: 60 * 60_000, leaseMs: e.OUTBOX_LEASE_MS },
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    pageCache: e.PAGE_CACHE,
    metricsToken: e.METRICS_TOKEN,
  };
}
