/**
 * Every request has an id: the caller's `X-Request-Id` when it is a short safe token (a proxy's or a load balancer's,
 * so one id follows the request through them), otherwise a new UUID. It is sent back in `X-Request-Id`, written into
 * every log line made while the request is handled (the work it leaves running after the answer too), and into the
 * body of every error answer (`requestId`), so a user's report of a failure leads to its log lines.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an incoming id may be: letters, digits, `_`, `.`, `-`, at most 64 of them (nothing a log or header would misread). */
const SAFE_ID = /^[\w.-]{1,64}$/;

/** The request id of the code running now (undefined outside a request). */
const current = new AsyncLocalStorage<string>();

/** The caller's id when it is safe to repeat, else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** The first middleware: sets `requestId` on the context, runs the rest inside it, and answers with the header. */
export function requestIds(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    await current.run(id, next);
    c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}

/** The server's logger, adding `requestId` to each line written while a request is being handled. */
export function withRequestIds(log: Logger): Logger {
  const withId = (fields: object): object => {
    const requestId = current.getStore();
    return requestId === undefined ? fields : { ...fields, requestId };
  };
  return log.child({}, { formatters: { log: withId } });
}
