/**
 * The mock backend as a standalone HTTP server (the real-API build's smoke run, curl): the same handlers, through
 * msw's getResponse, on PORT or 8787. In-memory database. CORS for any localhost origin with credentials.
 * Also serves /fleet/*.svg (car renders) and, outside the API, /__mock/* controls for test runs:
 *   POST /__mock/reset                     fresh seed, scenario normal
 *   POST /__mock/scenario?name=<scenario>  switch scenario
 *   GET  /__mock/reset-token?email=<e>     the last password-reset token of an account
 *
 *   npx tsx mocks/server.ts          (PORT=9000, MOCK_SCENARIO=slow, MOCK_LATENCY=0 to change the defaults)
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { DEFAULT_LATENCY } from './config';
import { getDb, getLastResetToken, resetDb } from './db/store';
import { handlers } from './handlers';
import { resetRuntime, resetVisitorLimits, setLatency } from './runtime';
import { isScenario, setScenario, type Scenario } from './scenarios';
import { SERVER_MSG } from '../domain/messages';

const FLEET_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'fleet');
const FLEET_FILE = /^\/fleet\/([a-z0-9-]+\.svg)$/;
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export interface MockServerOptions {
  port?: number;
  /** Interface to bind (default 127.0.0.1: the mock has no accounts worth protecting, but it is never for a network). */
  host?: string;
  scenario?: Scenario;
  /** Milliseconds or a range; defaults to 80–300 ms. */
  latency?: number | { min: number; max: number };
  /** Print the one start-up line (default true). */
  log?: boolean;
}

export interface RunningMockServer {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  };
}

function preflightHeaders(req: IncomingMessage): Record<string, string> {
  return {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

async function sendFetchResponse(res: ServerResponse, response: Response, extra: Record<string, string>): Promise<void> {
  if (response.type === 'error') {
    // HttpResponse.error(): a network failure, so drop the connection without an answer.
    res.socket?.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string>): void {
  res.writeHead(status, { ...extra, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function serveFleetImage(res: ServerResponse, fileName: string, extra: Record<string, string>): Promise<void> {
  try {
    const svg = await readFile(join(FLEET_DIR, fileName));
    res.writeHead(200, { ...extra, 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
    res.end(svg);
  } catch {
    sendJson(res, 404, { success: false, message: SERVER_MSG.fileNotFound }, extra);
  }
}

async function handleControl(url: URL, res: ServerResponse, extra: Record<string, string>): Promise<void> {
  if (url.pathname === '/__mock/reset') {
    setScenario('normal');
    resetVisitorLimits();
    await resetDb();
    return sendJson(res, 200, { success: true, message: 'Database re-seeded' }, extra);
  }
  if (url.pathname === '/__mock/scenario') {
    const name = url.searchParams.get('name');
    if (!isScenario(name)) return sendJson(res, 400, { success: false, message: 'name: unknown scenario', field: 'name' }, extra);
    setScenario(name);
    return sendJson(res, 200, { success: true, message: `Scenario ${name}` }, extra);
  }
  if (url.pathname === '/__mock/reset-token') {
    const token = getLastResetToken(url.searchParams.get('email') ?? '');
    if (!token) return sendJson(res, 404, { success: false, message: 'No reset token' }, extra);
    return sendJson(res, 200, { success: true, message: 'Reset token', token }, extra);
  }
  return sendJson(res, 404, { success: false, message: SERVER_MSG.routeNotFound }, extra);
}

export function createMockServer(): Server {
  return createServer((req, res) => {
    void (async () => {
      const cors = corsHeaders(req);
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, preflightHeaders(req));
          res.end();
          return;
        }
        const origin = `http://${req.headers.host ?? 'localhost'}`;
        const url = new URL(req.url ?? '/', origin);
        const fleet = FLEET_FILE.exec(url.pathname);
        if (fleet?.[1] && (req.method === 'GET' || req.method === 'HEAD')) return await serveFleetImage(res, fleet[1], cors);
        if (url.pathname.startsWith('/__mock/')) return await handleControl(url, res, cors);
        const response = await getResponse(handlers, await toFetchRequest(req, origin));
        if (!response) return sendJson(res, 404, { success: false, message: SERVER_MSG.routeNotFound }, cors);
        await sendFetchResponse(res, response, cors);
      } catch (error) {
        console.error('[mock-server]', error);
        if (!res.headersSent) sendJson(res, 500, { success: false, message: SERVER_MSG.internalError }, cors);
        else res.end();
      }
    })();
  });
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  resetRuntime(options.latency ?? DEFAULT_LATENCY);
  setScenario(options.scenario ?? 'normal');
  await getDb();
  const server = createMockServer();
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 8787, options.host ?? '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  if (options.log !== false) console.log(`[mock-server] Dubai luxury car rental mock API on ${url} (scenario ${options.scenario ?? 'normal'})`);
  return {
    server,
    url,
    port,
    close: () =>
      new Promise<void>((ok, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : ok()));
      }),
  };
}

function envLatency(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const scenario = process.env.MOCK_SCENARIO;
  const latency = envLatency(process.env.MOCK_LATENCY);
  if (latency !== undefined) setLatency(latency);
  await startMockServer({
    port: Number(process.env.PORT ?? 8787),
    scenario: isScenario(scenario) ? scenario : 'normal',
    ...(latency === undefined ? {} : { latency }),
  });
}
