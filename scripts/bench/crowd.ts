/**
 * What the bench runners that load the real server share (pages.run.ts, instances.run.ts): a free port, a GET on a
 * keep-alive agent with its time, and the crowd of visitor addresses the requests take turns with (X-Forwarded-For
 * behind TRUST_PROXY=1), so the per-address page limit sees many visitors, not one flooder.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export { freePort } from '../../tests/contract/postgres';

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
