/** The listener: a real socket, graceful shutdown that finishes in-flight writes, and the data kept on disk. */
import { serve } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { carInput } from '../mocks/test-helpers';
import { loadConfig } from './config';
import { buildServer, startServer } from './server';
import { findCar } from './services/cars';

const dirs: string[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true }))));

describe('graceful shutdown', () => {
  it('lets a write that is in flight finish, then closes; the car is there after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'luxe-shutdown-'));
    dirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    const running = await startServer(config, serve, { log: pino({ level: 'silent' }) });
    const base = `http://127.0.0.1:${running.address.port}`;
    const login = await fetch(`${base}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };

    // The body arrives in two halves; shutdown starts between them, while the server is reading the request.
    const json = new TextEncoder().encode(JSON.stringify(carInput({ name: 'Shutdown Test GT', model: 'Shutdown GT' })));
    let sendRest!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(json.slice(0, 100));
        sendRest = () => {
          controller.enqueue(json.slice(100));
          controller.close();
        };
      },
    });
    const write = fetch(`${base}/api/admin/cars/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((ok) => setTimeout(ok, 300));
    const closed = running.close();
    await new Promise((ok) => setTimeout(ok, 100));
    sendRest();
    const res = await write;
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { _id: string } };
    await closed;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    const again = await buildServer(config, { log: pino({ level: 'silent' }) });
    expect((await findCar(again.deps.db, data._id, { activeOnly: false }))?.name).toBe('Shutdown Test GT');
    await again.database.close();
  });
});
