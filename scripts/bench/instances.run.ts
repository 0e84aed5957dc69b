/**
 * One instance against two (issue 24): the real server as `npm start` runs it (server/main.ts in its own process, the
 * production build of the site and its renderer), on one throwaway PostgreSQL cluster and one bucket on s3rver,
 * first ONE instance, then TWO (separate processes, same DATABASE_URL, SESSION_SECRET and bucket). For each setup:
 * - a server-rendered car page at 32 keep-alive connections for a bounded time, each request sent to the next
 *   instance in turn (a client-side round-robin load balancer); the clients come from many addresses
 *   (X-Forwarded-For behind TRUST_PROXY=1, as pages.run.ts does) so the per-address page limit does not refuse them;
 * - UPLOADS photos (4000x3000 JPEGs, as server.run.ts makes them) posted at once through the admin API, spread over
 *   the instances in turn, and one check that a file uploaded through the first instance is served by the last.
 * On a 2-core machine the two instances share the same cores: the figures show the cost or benefit of splitting one
 * machine into two processes, not what a second machine would add.
 * Prints one JSON object ({ skip } when PostgreSQL is not installed). Cleans up its processes, cluster, bucket and
 * folders whatever happens. Run by scripts/bench/instances.mjs (`npm run bench -- --only=instances`); alone:
 * `SITE_DIR=dist-product npx tsx scripts/bench/instances.run.ts`.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { S3Sink } from '../../server/testing-s3';
import { createDatabase, type TestDatabase } from '../../tests/contract/database';
import { findPostgresBin, INSTALL_HINT, startCluster, type Cluster } from '../../tests/contract/postgres';
import { freePort, fromCrowd, get, startServerProcess } from './crowd';
import { stats } from './timing';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CONNECTIONS = 32;
const WARM_MS = 1_000;
const LOAD_MS = 6_000;
const UPLOADS = 6;
const SESSION_SECRET = 'bench-two-instances-one-secret-0123456789abcdef';

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
}

// Everything to let go of, in reverse order, on the normal end, an error, a signal or a plain exit.
const children = new Set<ChildProcess>();
const folders: string[] = [];
let cluster: Cluster | undefined;
let database: TestDatabase | undefined;
const s3 = new S3Sink();

process.once('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  cluster?.stopSync();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(kill);
}

async function cleanup(): Promise<void> {
  await Promise.all([...children].map(stop));
  children.clear();
  await database?.drop().catch(() => undefined);
  database = undefined;
  await cluster?.stop();
  cluster = undefined;
  await s3.remove().catch(() => undefined);
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })));
}

/** server/main.ts in a process of its own, as `npm start` runs it; resolves once /healthz answers. */
async function startInstance(name: string, siteDir: string, databaseUrl: string): Promise<Instance> {
  const dataDir = await mkdtemp(join(tmpdir(), `luxe-bench-instance-${name}-`));
  folders.push(dataDir);
  const port = await freePort();
  const child = await startServerProcess(port, siteDir, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SESSION_SECRET, SEED_DEMO: '1', ...s3.env }, 60_000).catch((error: unknown) => {
    throw new Error(`instance ${name}: ${(error as Error).message}`);
  });
  children.add(child);
  return { name, port, child, dataDir };
}

/** CONNECTIONS clients asking for `path` in a loop, each request to the next instance in turn. */
async function flood(instances: Instance[], path: string) {
  const agents = instances.map(() => new Agent({ keepAlive: true, maxSockets: CONNECTIONS }));
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  const perInstance = instances.map(() => 0);
  let turn = 0;
  const warmEnd = performance.now() + WARM_MS;
  const end = warmEnd + LOAD_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const i = turn++ % instances.length;
        const answer = await get(instances[i]!.port, agents[i]!, path, fromCrowd());
        if (answer.status !== 200) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (performance.now() > warmEnd) {
          samples.push(answer.ms);
          perInstance[i]!++;
        }
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  return { ...stats(samples), perSecond: Math.round(samples.length / (LOAD_MS / 1000)), errors: Object.fromEntries(statuses), perInstance };
}

/** UPLOADS photos at once, the k-th through instance k mod n; then the first one's file asked of the last instance. */
async function uploads(instances: Instance[], photo: Buffer) {
  const first = instances[0]!;
  const login = await fetch(`http://127.0.0.1:${first.port}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromCrowd() },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  if (!login.ok) throw new Error(`admin sign-in answered ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, async (_, k) => {
      const instance = instances[k % instances.length]!;
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${k}.jpg`);
      const t = performance.now();
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/admin/cars/upload-image`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}` },
        body: form,
      });
      const body = (await res.json().catch(() => ({}))) as { result?: { fileName?: string } };
      return { status: res.status, ms: performance.now() - t, fileName: body.result?.fileName };
    }),
  );
  const totalMs = performance.now() - started;
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  // The file uploaded through the first instance (k = 0), asked of the last one (the other one when there are two).
  const last = instances.at(-1)!;
  const fileName = answers[0]?.fileName;
  const served = fileName ? (await fetch(`http://127.0.0.1:${last.port}/uploads/${fileName}`).then(async (r) => (await r.arrayBuffer(), r.status))) : 0;
  return { totalMs, each: stats(answers.map((a) => a.ms)), statuses, servedBy: last.name, servedStatus: served };
}

async function measure(instances: Instance[], path: string, photo: Buffer) {
  return { instances: instances.length, page: await flood(instances, path), upload: await uploads(instances, photo) };
}

const siteDir = resolve(ROOT, process.env.SITE_DIR ?? 'dist-product');
const bin = findPostgresBin();
if (!bin) {
  console.log(JSON.stringify({ skip: `no PostgreSQL binaries (initdb) on this machine: ${INSTALL_HINT}` }));
} else {
  const started = performance.now();
  try {
    [cluster] = await Promise.all([startCluster(bin), s3.start()]);
    database = await createDatabase(cluster.url, 'bench_instances');
    // A 4000x3000 photo-like JPEG under the 5 MB limit (noise compresses about as badly as a photo).
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const a = await startInstance('A', siteDir, database.url); // migrates and seeds the empty database
    const base = `http://127.0.0.1:${a.port}`;
    const { data } = (await (await fetch(`${base}/api/cars?limit=1`, { headers: fromCrowd() })).json()) as { data: { _id: string }[] };
    const path = `/cars/${data[0]!._id}`;
    const check = await fetch(`${base}${path}`, { headers: fromCrowd() });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`${path} answered ${check.status}`);
    const one = await measure([a], path, photo);
    const b = await startInstance('B', siteDir, database.url);
    const two = await measure([a, b], path, photo);
    console.log(
      JSON.stringify({
        connections: CONNECTIONS,
        seconds: LOAD_MS / 1000,
        uploads: UPLOADS,
        photo: { width: 4000, height: 3000, bytes: photo.length },
        postgres: cluster.label,
        path,
        one,
        two,
        totalMs: performance.now() - started,
      }),
    );
  } finally {
    await cleanup();
  }
}
