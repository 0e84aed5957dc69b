/**
 * One typed route of the contract: the path is a key of `paths`, and `ctx.json(status, body)` only accepts a
 * status that operation declares with the body the schema gives it, so a change to openapi.yaml breaks compilation.
 * The wrapper adds what every real request goes through: scenario, latency, rate limit, error mapping.
 */
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { paths } from '../../domain/api-schema';
import { getDb } from '../db/store';
import type { Db } from '../db/types';
import { pickLatency, takeRateLimit } from '../runtime';
import { scenarioLatency, scenarioResponse, type RouteKind } from '../scenarios';
import { SERVER_MSG } from '../../domain/messages';
import { BadRequestError, HttpError, ValidationError } from '../../domain/http-errors';
import type { Body, Method, PathKey, QueryKey, Status } from '../../domain/contract';

export { HttpError };

export interface RouteContext<P extends keyof paths, M extends Method> {
  request: Request;
  url: URL;
  /** From the Cookie header, document.cookie (readable cookies) and msw's cookie store (httpOnly ones). */
  cookies: Record<string, string>;
  db: Db;
  /** The handler's clock: Date.now() when the request arrived (fake timers move it). */
  now: number;
  param(name: PathKey<P, M>): string;
  query(name: QueryKey<P, M>): string | null;
  json<S extends Status<P, M>>(status: S, body: Body<P, M, S>, headers?: HeadersInit): Response;
}

export type Resolver<P extends keyof paths, M extends Method> = (ctx: RouteContext<P, M>) => Promise<Response>;

/** '/api/cars/{id}/related' → '*\/api/cars/:id/related': any origin, so the worker, msw/node and the server match. */
export function toMswPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function errorJson(status: number, message: string, field?: string, headers?: HeadersInit): Response {
  return HttpResponse.json(
    field === undefined ? { success: false, message } : { success: false, message, field },
    headers === undefined ? { status } : { status, headers },
  );
}

export function route<P extends keyof paths, M extends Method>(
  method: M,
  path: P,
  kind: RouteKind,
  resolve: Resolver<P, M>,
): HttpHandler {
  return http[method](toMswPath(path), async ({ request, params, cookies }) => {
    const ms = pickLatency(scenarioLatency() ?? undefined);
    if (ms > 0) await delay(ms);
    const fromScenario = scenarioResponse(kind);
    if (fromScenario) return fromScenario;
    if (kind !== 'file') {
      const retryAfter = takeRateLimit(Date.now(), kind);
      if (retryAfter !== null) {
        return errorJson(429, SERVER_MSG.tooManyRequests, undefined, { 'Retry-After': String(retryAfter) });
      }
    }
    const url = new URL(request.url);
    const ctx: RouteContext<P, M> = {
      request,
      url,
      cookies,
      db: await getDb(),
      now: Date.now(),
      param: (name) => {
        const raw = params[name];
        return safeDecode(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''));
      },
      query: (name) => url.searchParams.get(name),
      json: (status, body, headers) =>
        HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], headers === undefined ? { status } : { status, headers }),
    };
    try {
      return await resolve(ctx);
    } catch (error) {
      if (error instanceof ValidationError) return errorJson(400, error.message, error.field);
      if (error instanceof BadRequestError) return errorJson(400, error.message, error.field);
      if (error instanceof HttpError) return errorJson(error.status, error.message, undefined, error.headers);
      console.error('[mock] handler failed', error);
      return errorJson(500, SERVER_MSG.internalError);
    }
  });
}
