/**
 * `npm start` (through scripts/start.mjs, which builds the site first when needed): the product server on PORT
 * (8080), on the embedded database unless DATABASE_URL is set. SIGTERM/SIGINT stop it gracefully: /readyz answers
 * 503 at once, no new connections, in-flight requests (and their writes) finish within SHUTDOWN_GRACE_MS, then the
 * database is closed and the process exits 0. What an operator can fix (a setting, a folder, the database) ends the
 * start with one line on stderr and its own exit code (startup.ts EXIT_CODES, docs/deploy.md).
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';
import { EXIT_CODES, StartupError } from './startup';

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (isMain) {
  try {
    const config = loadConfig();
    const running = await startServer(config, serve);
    const { port } = running.address as AddressInfo;
    running.log.info(`Luxe Drive Dubai on http://localhost:${port} (${running.databaseKind}${config.production ? ', production' : ''})`);
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      running.log.info({ signal }, 'shutting down');
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          running.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(EXIT_CODES.config);
    }
    if (error instanceof StartupError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(error.exitCode);
    }
    throw error;
  }
}
