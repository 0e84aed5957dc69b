/**
 * Two instances of the real server (`tsx server/main.ts`, two processes) on one PostgreSQL and one bucket, as a
 * business runs them behind a load balancer (issue 24, docs/deploy.md): they start together on an empty database;
 * a session opened on A is refreshed by B; an upload through A is served by B; a burst split across both meets one
 * limit; a change saved on A is on B's public page; and stopping A in the middle of a burst of writes loses none
 * that was acknowledged, while B keeps answering. Runs in the `postgres` project of vite.config.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { carInput } from '../mocks/test-helpers';
import { REFRESH_COOKIE } from '../domain/rules';
import type { Car } from '../domain/types';
import { withDatabase } from '../tests/contract/database';
import { COUNTING_RENDERER, dataOfHtml, writeSite } from './render/site-fixture';
import { DEMO_ACCOUNTS } from './services/accounts';
import { LIMIT_RULES } from './services/limits';
import { startMain, type RunningMain } from './startup-child';
import { S3Sink } from './testing-s3';
import { bearer, postJson, refreshCookieOf } from './testing';

const target = inject('contractPostgres') ?? { skip: 'run through the `postgres` project of vite.config.ts' };

/** One instance: its process and its address. */
interface Instance {
  name: 'A' | 'B';
  main: RunningMain;
  base: string;
}

const [ADMIN] = DEMO_ACCOUNTS;

if ('skip' in target) {
  console.warn(`\n*** two instances on PostgreSQL SKIPPED: ${target.skip} ***\n`);
  describe.skip(`two instances on PostgreSQL — SKIPPED: ${target.skip}`, () => {
    it('runs two instances on one database and one bucket', () => undefined);
  });
} else {
  describe(`two instances on one PostgreSQL (${target.label}) and one bucket (s3rver)`, () => {
    const s3 = new S3Sink();
    const dirs: string[] = [];
    let release: () => void = () => {};
    let a: Instance;
    let b: Instance;
    let started: Promise<void>;

    beforeAll(async () => {
      await s3.start();
      const site = await mkdtemp(join(tmpdir(), 'luxe-instances-site-'));
      dirs.push(site);
      await writeSite(site, COUNTING_RENDERER);
      started = new Promise<void>((ok, fail) => {
        void withDatabase(target.url, 'instances', async (url) => {
          const start = async (name: Instance['name']): Promise<Instance> => {
            const dataDir = await mkdtemp(join(tmpdir(), `luxe-instance-${name}-`));
            dirs.push(dataDir);
            const main = await startMain({
              NODE_ENV: 'development',
              DATABASE_URL: url,
              DATA_DIR: dataDir,
              SITE_DIR: site,
              SEED_DEMO: '1',
              // One secret for both: a token signed by one is checked by the other.
              SESSION_SECRET: 'two-instances-one-secret-0123456789abcdef',
              PUBLIC_URL: 'http://localhost',
              LOG_LEVEL: 'info',
              ...s3.env,
            });
            return { name, main, base: `http://127.0.0.1:${main.port}` };
          };
          // Together, on an empty database: both migrate and seed it (one of them does), neither fails.
          [a, b] = await Promise.all([start('A'), start('B')]);
          ok();
          await new Promise<void>((done) => (release = done));
          for (const instance of [a, b]) {
            if (instance.main.child.exitCode === null) instance.main.child.kill('SIGTERM');
            await instance.main.exited;
          }
        }).catch(fail);
      });
      await started;
    }, 120_000);

    afterAll(async () => {
      release();
      await new Promise((ok) => setTimeout(ok, 0));
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
      await s3.remove();
    }, 60_000);

    const call = (instance: Instance, path: string, init?: RequestInit) => fetch(`${instance.base}${path}`, init);
    const signIn = async (instance: Instance) => {
      const res = await call(instance, '/api/auth/admin/login', postJson({ email: ADMIN.email, password: ADMIN.password }));
      expect(res.status).toBe(200);
      return { accessToken: ((await res.json()) as { accessToken: string }).accessToken, cookie: refreshCookieOf(res) };
    };

    it('started together on an empty database, they seeded the demo fleet once', async () => {
      const answers = await Promise.all([a, b].map(async (instance) => ((await (await call(instance, '/api/cars?limit=1')).json()) as { total: number }).total));
      expect(answers[0]).toBeGreaterThan(10);
      expect(answers[1]).toBe(answers[0]);
      const stats = (await (await call(b, '/api/admin/cars/stats', { headers: bearer((await signIn(b)).accessToken) })).json()) as { data: { total: number } };
      // Hidden cars included: the seed ran once, not twice.
      const names = await allCarNames(b);
      expect(new Set(names).size).toBe(names.length);
      expect(stats.data.total).toBe(names.length);
    });

    it('a session opened on A is refreshed by B, and B’s token works on A', async () => {
      const { cookie } = await signIn(a);
      const refreshed = await call(b, '/api/auth/refresh-token', { method: 'POST', headers: { Cookie: `${REFRESH_COOKIE}=${cookie}` } });
      expect(refreshed.status).toBe(200);
      const { accessToken } = (await refreshed.json()) as { accessToken: string };
      expect((await call(a, '/api/auth/check-auth', { headers: bearer(accessToken) })).status).toBe(200);
      // The rotated cookie is spent everywhere: A refuses it now.
      expect((await call(a, '/api/auth/refresh-token', { method: 'POST', headers: { Cookie: `${REFRESH_COOKIE}=${cookie}` } })).status).toBe(401);
    });

    it('an image uploaded through A is served by B, from the bucket', async () => {
      const { accessToken } = await signIn(a);
      const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#b0121c' } }).png().toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'car.png');
      const uploaded = await call(a, '/api/admin/cars/upload-image', { method: 'POST', body: form, headers: bearer(accessToken) });
      expect(uploaded.status).toBe(201);
      const { result } = (await uploaded.json()) as { result: { url: string; fileName: string } };
      expect(await s3.keys()).toContain(result.fileName);
      const served = await call(b, new URL(result.url).pathname);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    });

    it('a burst split across A and B meets one limit, not one each', async () => {
      const { points } = LIMIT_RULES.forgotByIp;
      const answers = await Promise.all(
        Array.from({ length: points * 2 + 2 }, (_, i) =>
          call(i % 2 === 0 ? a : b, '/api/auth/forgot-password', postJson({ email: `nobody-${i}@example.com` })).then((res) => res.status),
        ),
      );
      expect(answers.filter((status) => status === 200)).toHaveLength(points);
      expect(answers.filter((status) => status === 429)).toHaveLength(points + 2);
    });

    it('a change saved on A is on B’s public page within a second', async () => {
      const { accessToken } = await signIn(a);
      const [car] = ((await (await call(b, '/api/cars?limit=1')).json()) as { data: Car[] }).data;
      const path = `/cars/${car!._id}`;
      const statusOnB = async () => dataOfHtml(await (await call(b, path)).text())?.car?.car.status;
      expect(await statusOnB()).toBe(car!.status);
      const status = car!.status === 'maintenance' ? 'available' : 'maintenance';
      const saved = await call(a, `/api/admin/cars/toggle-availability/${car!._id}`, { ...postJson({ status }, bearer(accessToken)), method: 'PATCH' });
      expect(saved.status).toBe(200);
      const since = performance.now();
      let seen = await statusOnB();
      while (seen !== status && performance.now() - since < 3_000) {
        await new Promise((ok) => setTimeout(ok, 50));
        seen = await statusOnB();
      }
      expect(seen).toBe(status);
    });

    it('stopping A in the middle of a burst of writes loses none that was acknowledged; B keeps answering', async () => {
      const token = (await signIn(b)).accessToken;
      const acknowledged: string[] = [];
      const refusedByB: number[] = [];
      let answeredByA = 0;
      /** What a load balancer does: to A while it takes connections, else (and on a refused connection) to B. */
      const write = async (i: number) => {
        const body = postJson(carInput({ name: `Two Instances ${i}`, model: `Burst ${i}` }), bearer(token));
        let res: Response | undefined;
        if (i % 2 === 0 && a.main.child.exitCode === null) res = await call(a, '/api/admin/cars/add', body).catch(() => undefined);
        if (res?.status === 201) answeredByA += 1;
        if (!res || res.status === 503) {
          res = await call(b, '/api/admin/cars/add', body);
          if (res.status !== 201) refusedByB.push(res.status);
        }
        if (res.status === 201) acknowledged.push(((await res.json()) as { data: { _id: string } }).data._id);
      };
      const burst: Promise<void>[] = [];
      for (let i = 0; i < 40; i++) {
        burst.push(write(i));
        if (i === 15) a.main.child.kill('SIGTERM');
        await new Promise((ok) => setTimeout(ok, 15));
      }
      await Promise.all(burst);
      expect((await a.main.exited).code).toBe(0);
      expect(refusedByB).toEqual([]);
      expect(acknowledged.length).toBe(40);
      // A took its share until it stopped (and finished what it had accepted); B took the rest.
      expect(answeredByA).toBeGreaterThan(0);
      const names = await allCarNames(b);
      for (let i = 0; i < 40; i++) expect(names).toContain(`Two Instances ${i}`);
    });

    /** Every car's name, hidden ones included, through B's admin list. */
    async function allCarNames(instance: Instance): Promise<string[]> {
      const token = (await signIn(instance)).accessToken;
      const res = await call(instance, '/api/admin/cars/get?limit=1000', { headers: bearer(token) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Car[] }).data.map((car) => car.name);
    }
  });
}
