/**
 * One typed route of the contract on the product server, the twin of mocks/handlers/route.ts: the path is a key of
 * `paths`, and `ctx.json(status, body)` only accepts a status and body that operation declares in openapi.yaml.
 * Errors thrown by handlers (ValidationError, BadRequestError, HttpError) become { success:false, message, requestId } in app.ts.
 */
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Body, Method, PathKey, QueryKey, Status } from '../domain/contract';
import type { paths } from '../domain/api-schema';
import type { Deps } from './deps';

export interface AppEnv {
  Variables: {
    /** The client's address (X-Forwarded-For only when TRUST_PROXY is set). */
    clientIp: string;
    /** When the request arrived, by the server's clock (tests move it). */
    now: number;
    /** The request's id (request-id.ts): in X-Request-Id, its log lines and its error answer. */
    requestId: string;
  };
}

export type App = Hono<AppEnv>;

export interface RouteContext<P extends keyof paths, M extends Method> {
  c: Context<AppEnv>;
  request: Request;
  url: URL;
  deps: Deps;
  now: number;
  ip: string;
  cookie(name: string): string | undefined;
  param(name: PathKey<P, M>): string;
  query(name: QueryKey<P, M>): string | null;
  json<S extends Status<P, M>>(status: S, body: Body<P, M, S>, headers?: Record<string, string | string[]>): Response;
}

export type Resolver<P extends keyof paths, M extends Method> = (ctx: RouteContext<P, M>) => Promise<Response>;

/** '/api/cars/{id}/related' → '/api/cars/:id/related'. */
export function toHonoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** An error answer's body; `requestId` leads from the answer to the request's log lines (request-id.ts). */
export function errorBody(c: Context<AppEnv>, message: string, field?: string): { success: false; message: string; field?: string; requestId?: string } {
  const requestId = c.get('requestId') as string | undefined;
  return { success: false, message, ...(field === undefined ? {} : { field }), ...(requestId === undefined ? {} : { requestId }) };
}

/** The paths an app serves and their methods, so a known path with another method answers 405, not 404. */
export class KnownPaths {
  private readonly entries: { pattern: RegExp; methods: Set<string> }[] = [];

  add(method: string, path: string): void {
    const source = `^${path.replace(/\{\w+\}/g, '[^/]+')}$`;
    let entry = this.entries.find((p) => p.pattern.source === source);
    if (!entry) {
      entry = { pattern: new RegExp(source), methods: new Set() };
      this.entries.push(entry);
    }
    entry.methods.add(method.toUpperCase());
    if (method.toUpperCase() === 'GET') entry.methods.add('HEAD');
  }

  /** The methods allowed on a path, or null when no route has that path. */
  allowed(pathname: string): string[] | null {
    const methods = this.entries.filter((e) => e.pattern.test(pathname)).flatMap((e) => [...e.methods]);
    return methods.length === 0 ? null : [...new Set(methods)];
  }
}

/** What a route module is given: the app to mount on, the services, and the table of known paths. */
export interface Router {
  app: App;
  deps: Deps;
  known: KnownPaths;
}

export function route<P extends keyof paths, M extends Method>(
  { app, deps, known }: Router,
  method: M,
  path: P,
  resolve: Resolver<P, M>,
): void {
  known.add(method, path);
  app.on(method.toUpperCase(), toHonoPath(path), async (c) => {
    const url = new URL(c.req.url);
    return resolve({
      c,
      request: c.req.raw,
      url,
      deps,
      now: c.get('now'),
      ip: c.get('clientIp'),
      cookie: (name) => getCookie(c, name),
      param: (name) => safeDecode(c.req.param(name as string) ?? ''),
      query: (name) => url.searchParams.get(name),
      json: (status, body, headers) => {
        const response = c.json(body as object, status as 200);
        for (const [name, value] of Object.entries(headers ?? {})) {
          for (const v of Array.isArray(value) ? value : [value]) response.headers.append(name, v);
        }
        return response;
      },
    });
  });
}
