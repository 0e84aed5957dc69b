/**
 * Request ids (issue 24): every answer carries X-Request-Id (the caller's when it is a short safe token), every log
 * line of the request carries the same id, and so does the body of an error answer, a 500 and a 400 alike.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../domain/messages';
import { postJson, serversPerTest, START_TIMEOUT_MS } from './testing';

const open = serversPerTest();

/** A server whose log lines (JSON) the test reads. */
async function logged() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const server = await open({ log });
  return { server, lines, of: (id: string) => lines.filter((line) => line.requestId === id) };
}

describe('request ids', () => {
  it('a 500 carries the id of its log lines: the failure with its error, and the request', async () => {
    const { server, of } = await logged();
    await server.deps.db.execute(sql`DROP TABLE cars CASCADE`); // every read of the fleet now fails
    const res = await server.request('/api/cars');
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ success: false, message: SERVER_MSG.internalError, requestId: id });
    const lines = of(id!);
    expect(lines.map((line) => line.msg)).toEqual(['request failed', 'request']);
    expect(lines[0]).toMatchObject({ level: 50, path: '/api/cars', err: { message: expect.stringContaining('cars') } });
    expect(lines[1]).toMatchObject({ status: 500, method: 'GET', path: '/api/cars' });
  }, START_TIMEOUT_MS);

  it('a 400 carries it too, and each request has its own', async () => {
    const { server, of } = await logged();
    const first = await server.request('/api/auth/admin/login', postJson({ email: 'not-an-address', password: 'x' }));
    const second = await server.request('/api/auth/admin/login', postJson({ email: 'not-an-address', password: 'x' }));
    expect(first.status).toBe(400);
    const id = first.headers.get('x-request-id')!;
    expect(await first.json()).toMatchObject({ success: false, field: 'email', requestId: id });
    expect(second.headers.get('x-request-id')).not.toBe(id);
    expect(of(id)).toEqual([expect.objectContaining({ msg: 'request', status: 400, path: '/api/auth/admin/login' })]);
  }, START_TIMEOUT_MS);

  it("keeps the caller's id when it is a short safe token, and replaces any other", async () => {
    const { server, of } = await logged();
    const kept = await server.request('/api/nowhere', { headers: { 'X-Request-Id': 'lb-7f3a.91_c' } });
    expect(kept.status).toBe(404);
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.91_c');
    expect(await kept.json()).toMatchObject({ requestId: 'lb-7f3a.91_c' });
    expect(of('lb-7f3a.91_c')).toHaveLength(1);
    // Successful answers carry the header too.
    expect((await server.request('/healthz', { headers: { 'X-Request-Id': 'probe-1' } })).headers.get('x-request-id')).toBe('probe-1');

    for (const unsafe of ['a'.repeat(65), 'two words', '<script>', 'line\\nbreak', '']) {
      const res = await server.request('/healthz', { headers: { 'X-Request-Id': unsafe } });
      expect(res.headers.get('x-request-id'), unsafe).toMatch(/^[0-9a-f-]{36}$/);
    }
  }, START_TIMEOUT_MS);
});
