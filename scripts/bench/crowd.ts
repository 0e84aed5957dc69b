/**
 * What the bench runners that load the real server share (pages.run.ts, instances.run.ts): the server started as
 * `npm start` runs it, a free port, a GET on a keep-alive agent with its time, and the crowd of visitor addresses the
 * requests take turns with (X-Forwarded-For behind TRUST_PROXY=1), so the per-address page limit sees many visitors,
 * not one flooder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

export { freePort } from '../../tests/contract/postgres';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * server/main.ts in a process of its own on `port` with the production build in `siteDir` (the demo fleet and its
 * admin: NODE_ENV development), with `env` over that; resolves once /healthz answers, throws after `timeoutMs`.
 */
export async function startServerProcess(port: number, siteDir: string, env: Record<string, string>, timeoutMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', SITE_DIR: siteDir, LOG_LEVEL: 'warn', TRUST_PROXY: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not become healthy in ${timeoutMs / 1000} s`);
}

/** Distinct client addresses the requests take turns with. */
const CROWD = 50_000;

export interface Answer {
  status: number;
  ms: number;
  body: string;
}

export function get(port: number, agent: Agent, path: string, headers: Record<string, string>, keepBody = false): Promise<Answer> {
  return new Promise((ok, fail) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => keepBody && chunks.push(chunk));
      res.on('end', () => ok({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString() }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

let visitor = 0;
/** The next visitor's headers: its address, and gzip as a browser takes it. */
export function fromCrowd(): Record<string, string> {
  visitor = (visitor + 1) % CROWD;
  return { 'X-Forwarded-For': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`, 'Accept-Encoding': 'gzip, deflate, br' };
}
