/**
 * Server-rendered pages under load (issue 20): a car page at 32 keep-alive connections for a bounded time, on the
 * product server as `npm start` runs it (server/main.ts in its own process, the production build of the site and its
 * renderer), once with the page cache (PAGE_CACHE=1, the default) and once without (PAGE_CACHE=0). During each flood
 * the portal's stats call is timed, one call after another, as an administrator would see it. The clients say they
 * take gzip, as browsers do, and come from many addresses (X-Forwarded-For behind TRUST_PROXY=1): a crowd, not one
 * flooder (one address gets 429 after LIMIT_RULES.page). Prints one JSON object.
 * Run by scripts/bench/pages.mjs (`npm run bench -- --only=pages`); alone:
 * `SITE_DIR=dist-product npx tsx scripts/bench/pages.run.ts`.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, fromCrowd, get, startServerProcess } from './crowd';
import { stats } from './timing';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CONNECTIONS = 32;
const WARM_MS = 1_000;
const LOAD_MS = 6_000;
const ADMIN_PAUSE_MS = 50;
const ADMIN_IDLE_CALLS = 30;

function startProduct(port: number, siteDir: string, dataDir: string, pageCache: boolean): Promise<ChildProcess> {
  return startServerProcess(port, siteDir, { DATA_DIR: dataDir, PAGE_CACHE: pageCache ? '1' : '0' }, 90_000);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** CONNECTIONS clients asking for `path` in a loop, and an administrator's stats call beside them. */
async function flood(port: number, path: string, adminToken: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const adminAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  const adminSamples: number[] = [];
  const warmEnd = performance.now() + WARM_MS;
  const end = warmEnd + LOAD_MS;
  const clients = Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < end) {
      const answer = await get(port, agent, path, fromCrowd());
      if (answer.status !== 200) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (performance.now() > warmEnd) samples.push(answer.ms);
    }
  });
  const administrator = (async () => {
    while (performance.now() < end) {
      const answer = await get(port, adminAgent, '/api/admin/cars/stats', { Authorization: `Bearer ${adminToken}` });
      if (answer.status !== 200) throw new Error(`stats answered ${answer.status}`);
      if (performance.now() > warmEnd) adminSamples.push(answer.ms);
      // A person's pace, and under the portal's own limit (LIMIT_RULES.admin, 240 a minute per account).
      await new Promise((done) => setTimeout(done, ADMIN_PAUSE_MS));
    }
  })();
  await Promise.all([...clients, administrator]);
  agent.destroy();
  adminAgent.destroy();
  return { ...stats(samples), perSecond: Math.round(samples.length / (LOAD_MS / 1000)), errors: Object.fromEntries(statuses), admin: stats(adminSamples) };
}

async function measure(siteDir: string, pageCache: boolean) {
  const dataDir = await mkdtemp(join(tmpdir(), 'luxe-bench-pages-'));
  const port = await freePort();
  const child = await startProduct(port, siteDir, dataDir, pageCache);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { data } = (await (await fetch(`${base}/api/cars?limit=1`)).json()) as { data: { _id: string }[] };
    const path = `/cars/${data[0]!._id}`;
    const login = await fetch(`${base}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle: number[] = [];
    for (let i = 0; i < ADMIN_IDLE_CALLS; i++) idle.push((await get(port, idleAgent, '/api/admin/cars/stats', { Authorization: `Bearer ${accessToken}` })).ms);
    idleAgent.destroy();
    const page = await get(port, new Agent(), path, fromCrowd(), true);
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    return { path, ...(await flood(port, path, accessToken)), adminIdle: stats(idle) };
  } finally {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const siteDir = resolve(ROOT, process.env.SITE_DIR ?? 'dist-product');
const uncached = await measure(siteDir, false);
const cached = await measure(siteDir, true);
console.log(JSON.stringify({ connections: CONNECTIONS, seconds: LOAD_MS / 1000, uncached, cached }));
