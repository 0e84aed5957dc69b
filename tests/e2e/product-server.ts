/**
 * The product server as a child process for the product e2e run: its own production build (PRODUCT_OUT_DIR, built by
 * scripts/e2e.mjs), its own embedded database in a temporary folder, stopped with SIGTERM like a real deployment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PRODUCT_OUT_DIR, PRODUCT_PORT, PRODUCT_URL } from '../../scripts/targets.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ProductServer {
  dataDir: string;
  start(): Promise<void>;
  /** SIGTERM, then wait for the process to exit (graceful shutdown). */
  stop(): Promise<void>;
}

async function waitForHealth(child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${PRODUCT_URL}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 250));
  }
  throw new Error('the product server did not become healthy in time');
}

/** `env`: settings over the defaults below (e.g. SMTP_URL for a test's mail sink). */
export async function productServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'luxe-e2e-'));
  let child: ChildProcess | null = null;
  return {
    dataDir,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(PRODUCT_PORT),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SITE_DIR: join(ROOT, PRODUCT_OUT_DIR),
          LOG_LEVEL: 'warn',
          NODE_ENV: 'development',
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await waitForHealth(child);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise<number | null>((ok) => running.once('exit', (code) => ok(code)));
      running.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the product server stopped with exit code ${code}`);
    },
  };
}
