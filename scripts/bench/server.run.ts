/**
 * The product server (server/) measured in Node: cold start on a fresh embedded database (migrations + demo seed),
 * API latency over a real socket on loopback (sequential, then 8 clients at once for a bounded time), sign-in
 * (argon2id) and the ingest of a 4000x3000 photo (decode + WebP/AVIF variants). Prints one JSON object.
 * Run by scripts/bench/server.mjs (`npm run bench -- --only=server`); alone: `npx tsx scripts/bench/server.run.ts`.
 */
import { serve } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import sharp from 'sharp';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/server';
import { stats, timed } from './timing';

const SEQUENTIAL = 200;
const CONCURRENCY = 8;
const LOAD_MS = 5_000;

async function sequential(url: string, init?: RequestInit) {
  const samples: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    samples.push(
      await timed(async () => {
        const res = await fetch(url, init);
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
  return stats(samples);
}

/** CONCURRENCY clients in a loop for LOAD_MS (loopback only, bounded in time): requests per second and latency. */
async function load(url: string) {
  const samples: number[] = [];
  const end = performance.now() + LOAD_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        samples.push(await timed(async () => (await fetch(url)).arrayBuffer()));
      }
    }),
  );
  return { ...stats(samples), perSecond: Math.round(samples.length / (LOAD_MS / 1000)) };
}

const dataDir = await mkdtemp(join(tmpdir(), 'luxe-bench-'));
// Public reads are rate limited per address: the bench is one address sending thousands of requests.
const limit = { points: 1_000_000, duration: 60 };
const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
const startAt = performance.now();
const running = await startServer(config, serve, { log: pino({ level: 'silent' }), limits: { publicRead: limit, admin: limit, auth: limit } });
const coldStartMs = performance.now() - startAt;
const base = `http://127.0.0.1:${running.address.port}`;
try {
  const list = await sequential(`${base}/api/cars?limit=12`);
  const filtered = await sequential(`${base}/api/cars?brand=ferrari&sort=popular&limit=12`);
  const oneId = ((await (await fetch(`${base}/api/cars?limit=1`)).json()) as { data: { _id: string }[] }).data[0]!._id;
  const detail = await sequential(`${base}/api/cars/${oneId}`);
  const search = await sequential(`${base}/api/car/search/${encodeURIComponent('rolls')}`);
  const listLoad = await load(`${base}/api/cars?limit=12`);

  let accessToken = '';
  const loginMs = await timed(async () => {
    const res = await fetch(`${base}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    accessToken = ((await res.json()) as { accessToken: string }).accessToken;
  });

  // A 4000x3000 photo-like JPEG under the 5 MB limit (noise compresses about as badly as a photo).
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  let uploadStatus = 0;
  const uploadMs = await timed(async () => {
    const res = await fetch(`${base}/api/admin/cars/upload-image`, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` }, body: form });
    uploadStatus = res.status;
    await res.arrayBuffer();
  });

  console.log(JSON.stringify({ coldStartMs, list, filtered, detail, search, listLoad, loginMs, uploadMs, uploadStatus, photoBytes: photo.length }));
} finally {
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
}
