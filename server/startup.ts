/**
 * What can stop the server from starting that an operator can fix, each with one plain line and its own exit code
 * (docs/deploy.md has the table): main.ts prints `error.message` and exits with `error.exitCode`, no stack trace.
 * Anything else is a bug and keeps its stack trace (exit 1).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Exit codes (sysexits.h where one fits). 78 = a setting is refused (config.ts ConfigError). */
export const EXIT_CODES = {
  config: 78,
  /** DATA_DIR cannot be created or written (a file in the way, a read-only disk, no permission). */
  dataDir: 73,
  /** UPLOADS_DIR cannot be created or written: every upload would fail. */
  uploadsDir: 74,
  /** DATABASE_URL's server does not answer (down, wrong host or port). */
  databaseUnreachable: 75,
  /** DATABASE_URL names a database that does not exist on that server. */
  databaseMissing: 76,
  /** The database server refused DATABASE_URL's user or password. */
  databaseRefused: 77,
} as const;

export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  // Node reports a refused connection to a name with several addresses as an AggregateError of them.
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.map(codeOf).find(Boolean) : undefined;
}

const FOLDER_REASONS: Record<string, string> = {
  ENOTDIR: 'a file is in the way (it or a folder above it is a file)',
  EEXIST: 'a file is in the way (it or a folder above it is a file)',
  EACCES: 'no permission to write there',
  EPERM: 'no permission to write there',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

/** Why a folder cannot be written, in words, from a file-system error; undefined when it is something else. */
export function folderProblem(error: unknown): string | undefined {
  const code = codeOf(error);
  return code ? FOLDER_REASONS[code] : undefined;
}

/** The error for a folder that cannot be used; other errors come back as they are. */
export function folderError(setting: 'DATA_DIR' | 'UPLOADS_DIR', dir: string, error: unknown): unknown {
  const reason = folderProblem(error);
  if (!reason) return error;
  return new StartupError(
    `${setting} ${dir} cannot be written: ${reason}. Point ${setting} at a writable folder (or fix its owner and permissions) and start again.`,
    setting === 'DATA_DIR' ? EXIT_CODES.dataDir : EXIT_CODES.uploadsDir,
  );
}

/** Creates the folder when needed, then writes and deletes a probe file in it: throws when that fails. */
export async function probeFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const probe = join(dir, `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  await writeFile(probe, '');
  await rm(probe, { force: true });
}

/** probeFolder as a yes/no (the health check). */
export function folderWritable(dir: string): Promise<boolean> {
  return probeFolder(dir).then(
    () => true,
    () => false,
  );
}

/** probeFolder at start: a StartupError naming the setting when the folder cannot be written. */
export async function checkFolder(setting: 'DATA_DIR' | 'UPLOADS_DIR', dir: string): Promise<void> {
  try {
    await probeFolder(dir);
  } catch (error) {
    throw folderError(setting, dir, error);
  }
}

/** DATABASE_URL without its password, for messages. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** The error for a PostgreSQL server that cannot be used as DATABASE_URL says; other errors come back as they are. */
export function databaseError(url: string, error: unknown): unknown {
  const code = codeOf(error);
  const where = safeUrl(url);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return new StartupError(
      `The database at ${where} does not answer (${code}). Start PostgreSQL or correct the host and port in DATABASE_URL, then start again.`,
      EXIT_CODES.databaseUnreachable,
    );
  }
  // PostgreSQL's SQLSTATE 3D000 invalid_catalog_name.
  if (code === '3D000') {
    return new StartupError(
      `The database named in ${where} does not exist. Create it (createdb, or CREATE DATABASE) or correct its name in DATABASE_URL, then start again.`,
      EXIT_CODES.databaseMissing,
    );
  }
  // 28P01 invalid_password, 28000 invalid_authorization_specification.
  if (code === '28P01' || code === '28000') {
    return new StartupError(
      `The database at ${where} refused the user or password. Correct them in DATABASE_URL (or the server's pg_hba.conf), then start again.`,
      EXIT_CODES.databaseRefused,
    );
  }
  return error;
}
