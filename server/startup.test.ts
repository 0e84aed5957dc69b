/**
 * Start-up that an operator can get wrong (issue 20): production's required settings, and `tsx server/main.ts` with
 * a folder it cannot write or a database it cannot reach: one plain line on stderr (no stack trace) and the exit code
 * of startup.ts EXIT_CODES. /healthz says the process is alive; /readyz reports a database that does not answer and an
 * uploads folder that stopped taking files, and the server stopping.
 * PostgreSQL's "no such database" and "no such user": startup.postgres.test.ts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { EXIT_CODES } from './startup';
import { runMain } from './startup-child';
import { freePort } from './testing-smtp';
import { createTestServer, type TestServer } from './testing';

const SECRET = 'a-production-secret-of-at-least-32-characters';
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_URL: 'https://luxe.example', SMTP_URL: 'smtp://mail.luxe.example:587' };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'luxe-startup-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('production settings', () => {
  it('requires PUBLIC_URL: the Host header never names the site', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: undefined, DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: undefined, DATA_DIR: dir })).toThrow(/^PUBLIC_URL: must be set in production/);
  });

  it('requires SMTP_URL: reset links never go to a file or the log', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: undefined, DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: undefined, DATA_DIR: dir })).toThrow(/^SMTP_URL: must be set in production/);
  });

  it('starts with both; development needs neither', () => {
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: dir })).toMatchObject({ production: true, publicUrl: 'https://luxe.example', smtpUrl: 'smtp://mail.luxe.example:587' });
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir })).toMatchObject({ production: false, publicUrl: undefined, smtpUrl: undefined });
  });
});

/** One line on stderr, nothing that looks like a stack trace. */
function expectOneLine(stderr: string, pattern: RegExp): void {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('tsx server/main.ts refuses to start, in one line with its own exit code', () => {
  it('a production setting missing: 78', async () => {
    const { code, stderr } = await runMain({ ...PRODUCTION, PUBLIC_URL: undefined, DATA_DIR: dir });
    expect(code).toBe(EXIT_CODES.config);
    expectOneLine(stderr, /^Configuration error: PUBLIC_URL: must be set in production/);
  }, 60_000);

  it('DATA_DIR is a file: 73 (with SESSION_SECRET, and without it, when the development secret is written there)', async () => {
    const file = join(dir, 'data');
    await writeFile(file, 'not a folder');
    const withSecret = await runMain({ NODE_ENV: 'development', SESSION_SECRET: SECRET, DATA_DIR: file });
    expect(withSecret.code).toBe(EXIT_CODES.dataDir);
    expectOneLine(withSecret.stderr, new RegExp(`^Cannot start: DATA_DIR ${file} cannot be written: a file is in the way.*Point DATA_DIR at a writable folder`));
    const withoutSecret = await runMain({ NODE_ENV: 'development', DATA_DIR: join(file, 'below') });
    expect(withoutSecret.code).toBe(EXIT_CODES.dataDir);
    expectOneLine(withoutSecret.stderr, /^Cannot start: DATA_DIR .* cannot be written: a file is in the way/);
  }, 60_000);

  it('UPLOADS_DIR cannot be written: 74, instead of a server whose uploads all fail', async () => {
    const file = join(dir, 'uploads');
    await writeFile(file, 'not a folder');
    const { code, stderr } = await runMain({ NODE_ENV: 'development', SESSION_SECRET: SECRET, DATA_DIR: join(dir, 'data'), UPLOADS_DIR: file });
    expect(code).toBe(EXIT_CODES.uploadsDir);
    expectOneLine(stderr, new RegExp(`^Cannot start: UPLOADS_DIR ${file} cannot be written: a file is in the way.*Point UPLOADS_DIR at a writable folder`));
  }, 60_000);

  it('the database does not answer (a closed port): 75, without the password in the line', async () => {
    const port = await freePort();
    const { code, stderr } = await runMain({
      NODE_ENV: 'development',
      SESSION_SECRET: SECRET,
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: `postgres://luxe:hunter2-secret@127.0.0.1:${port}/luxe`,
    });
    expect(code).toBe(EXIT_CODES.databaseUnreachable);
    expectOneLine(stderr, new RegExp(`^Cannot start: The database at postgres://luxe:\\*\\*\\*@127\\.0\\.0\\.1:${port}/luxe does not answer \\(ECONNREFUSED\\)\\. Start PostgreSQL`));
    expect(stderr).not.toContain('hunter2');
  }, 60_000);
});

describe('health and readiness', () => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  it('/readyz reports an uploads folder that stopped taking files: 503 with storage false; /healthz stays 200', async () => {
    server = await createTestServer();
    const ready = await server.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, storage: true });

    await rm(server.config.uploadsDir, { recursive: true, force: true });
    await writeFile(server.config.uploadsDir, 'a file in the way');
    const broken = await server.request('/readyz');
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({ status: 'unavailable', database: true, storage: false });
    const alive = await server.request('/healthz');
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });

    await rm(server.config.uploadsDir);
    await mkdir(server.config.uploadsDir);
    expect((await server.request('/readyz')).status).toBe(200);
  }, 60_000);

  it('/readyz reports a database that does not answer within 2 seconds: 503 with database false', async () => {
    server = await createTestServer();
    const deps = server.deps as { db: unknown };
    const real = deps.db;
    deps.db = { execute: () => new Promise(() => undefined) }; // a database that never answers
    try {
      const started = performance.now();
      const res = await server.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', database: false, storage: true });
      expect(performance.now() - started).toBeLessThan(4_000);
      expect((await server.request('/healthz')).status).toBe(200);
    } finally {
      deps.db = real;
    }
    expect((await server.request('/readyz')).status).toBe(200);
  }, 60_000);

  it('/readyz answers 200 while serving, 503 once stopping (server.test.ts: SIGTERM on the real process)', async () => {
    server = await createTestServer();
    const ready = await server.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, storage: true });
    server.lifecycle.stopping = true;
    const stopping = await server.request('/readyz');
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: 'stopping' });
    expect(stopping.headers.get('cache-control')).toBe('no-store');
  }, 60_000);
});
