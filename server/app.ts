/**
 * The product server: the API of openapi.yaml and the built site, from one Hono app.
 * Order matters: request id → request context (log line, metrics) → security headers → CORS → URL and body checks →
 * rate limit of public reads → API routes → 404/405 for the rest of /api → the site (hashed assets cached for a year,
 * the SPA for every page). Operations: /healthz, /readyz, /metrics.
 * The contact form and the demand beacon take their own per-address limits in their routes (routes/enquiries.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { SERVER_MSG } from '../domain/messages';
import { JSON_BODY_MAX } from '../domain/rules';
import { BadRequestError, HttpError, ValidationError } from '../domain/http-errors';
import { UPLOAD_MAX_BYTES } from '../domain/constants';
import type { Deps } from './deps';
import { errorBody, KnownPaths, type App, type AppEnv, type Router } from './http';
import { REQUEST_ID_HEADER, requestIds } from './request-id';
import { adminActivityRoutes } from './routes/admin-activity';
import { adminTeamRoutes } from './routes/admin-team';
import { adminCarRoutes } from './routes/admin-cars';
import { authRoutes } from './routes/auth';
import { adminEnquiryRoutes } from './routes/admin-enquiries';
import { carRoutes } from './routes/cars';
import { enquiryRoutes } from './routes/enquiries';
import { seoRoutes } from './routes/seo';
import { siteRoutes } from './routes/site';
import type { Renderer } from './render/app-html';
import { uploadRoutes } from './routes/uploads';
import { consume } from './services/limits';
import { createSiteVersion } from './services/site-version';

/** How long /readyz waits for the database or the storage before counting it as not answering. */
const READY_CHECK_MS = 2_000;

/** true when `check` says so within READY_CHECK_MS; a failure or a wait past it is false. */
function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((ok) => (timer = setTimeout(() => ok(false), READY_CHECK_MS)));
  const result = check().then((value) => value !== false, () => false);
  return Promise.race([result, late]).finally(() => clearTimeout(timer));
}

/** The METRICS_TOKEN check: hashes first, so the comparison takes the same time whatever the length or the text. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/** One image of at most 5 MB, plus the multipart envelope. */
export const UPLOAD_BODY_MAX = UPLOAD_MAX_BYTES + 64 * 1024;
const UPLOAD_PATH = '/api/admin/cars/upload-image';

/**
 * The client's address. Behind `trustProxy` proxies (TRUST_PROXY), X-Forwarded-For's N-th entry from the right: the
 * one the outermost trusted proxy appended. Entries to its left are whatever the client sent (issue 20: the left-most
 * let a client pick its own address for every limit); with fewer entries than hops, the left-most there is.
 */
function clientIp(c: Context<AppEnv>, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    const forwarded = hops[Math.max(0, hops.length - trustProxy)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** A path that does not decode (e.g. a lone '%') is the client's mistake, never a 500. */
function isMalformedPath(rawUrl: string): boolean {
  const path = rawUrl.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

function contentSecurityPolicy(production: boolean, imageHost: string | undefined) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // React style props and Ark's positioning write style attributes; no inline <script> is allowed.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // S3_PUBLIC_URL: /uploads/* redirects there (routes/uploads.ts).
    imgSrc: ["'self'", 'data:', 'blob:', ...(imageHost ? [imageHost] : [])],
    mediaSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    // The Find Us map embed (domain/site.ts mapsEmbedUrl).
    frameSrc: ['https://maps.google.com', 'https://www.google.com'],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    ...(production ? { upgradeInsecureRequests: [] } : {}),
  };
}

export interface AppOptions {
  /** false once the server is stopping (SIGTERM): GET /readyz answers 503 (server.ts). */
  ready?: () => boolean;
  /** The pages' renderer instead of the built one beside the site (routes/site.ts; tests). */
  renderer?: Renderer;
}

export function createApp(deps: Deps, options: AppOptions = {}): App {
  const { config, log } = deps;
  // strict: false: '/api/cars/' is '/api/cars', as on the mock.
  const app = new Hono<AppEnv>({ strict: false });
  const known = new KnownPaths();
  const router: Router = { app, deps, known };

  app.use(requestIds());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('now', deps.clock());
    c.set('clientIp', clientIp(c, config.trustProxy));
    await next();
    const elapsed = performance.now() - started;
    // The pattern of the route that answered (`/api/cars/:idOrCategory`, `/*` for pages), never the address: bounded labels.
    deps.metrics.request(c.req.method, routePath(c) || 'unmatched', c.res.status, elapsed / 1000);
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(elapsed), ip: c.get('clientIp') }, 'request');
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(config.production, config.storage.kind === 's3' && config.storage.publicUrl ? new URL(config.storage.publicUrl).origin : undefined),
      strictTransportSecurity: config.production ? 'max-age=63072000; includeSubDomains' : false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginResourcePolicy: false, // set below, by path
      crossOriginOpenerPolicy: 'same-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
  );

  // Images may be shown by the site on another origin (CORS_ORIGINS) and in link previews; the rest stays ours.
  app.use(async (c, next) => {
    await next();
    const shared = c.req.path.startsWith('/uploads/') || c.req.path.startsWith('/fleet/');
    c.res.headers.set('Cross-Origin-Resource-Policy', shared ? 'cross-origin' : 'same-origin');
  });

  app.use(
    '/api/*',
    cors({
      origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: ['Retry-After', REQUEST_ID_HEADER],
      maxAge: 600,
    }),
  );

  app.use(async (c, next) => {
    if (isMalformedPath(c.req.url)) return c.json(errorBody(c, SERVER_MSG.malformedUrl), 400);
    await next();
  });

  const tooLarge = (c: Context<AppEnv>) => c.json(errorBody(c, SERVER_MSG.bodyTooLarge), 413);
  const fileTooLarge = (c: Context<AppEnv>) => c.json(errorBody(c, SERVER_MSG.fileTooLarge), 413);
  app.use(UPLOAD_PATH, bodyLimit({ maxSize: UPLOAD_BODY_MAX, onError: fileTooLarge }));
  app.use('/api/*', async (c, next) => {
    if (c.req.path === UPLOAD_PATH) return next();
    return bodyLimit({ maxSize: JSON_BODY_MAX, onError: tooLarge })(c, next);
  });

  // '/api/cars/*' matches '/api/cars' itself too.
  for (const prefix of ['/api/cars/*', '/api/car/*']) {
    app.use(prefix, async (c, next) => {
      await consume(deps.limiters.publicRead, c.get('clientIp'));
      await next();
    });
  }

  app.use(compress());

  // The kept public pages (routes/site.ts) stand for a data version in the database, read every ~500 ms; a write
  // through this instance makes the next page read it at once.
  const siteVersion = createSiteVersion(deps.db);
  app.use('/api/admin/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') siteVersion.changed();
  });

  // Liveness: the process answers. Nothing else is asked: a restart cures neither a database nor a storage that is
  // down, so the container's check must not restart the server for them (readiness says them).
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));

  // Readiness: the database answers and the upload storage takes files (the folder a probe, the bucket a HEAD), each
  // within READY_CHECK_MS, and the server is not stopping (SIGTERM: requests in flight finish; send no new ones).
  app.get('/readyz', async (c) => {
    const headers = { 'Cache-Control': 'no-store' };
    if (!(options.ready?.() ?? true)) return c.json({ status: 'stopping' }, 503, headers);
    const [database, storage] = await Promise.all([answers(() => deps.db.execute('select 1')), answers(() => deps.images.check())]);
    const ok = database && storage;
    return c.json({ status: ok ? 'ready' : 'unavailable', database, storage }, ok ? 200 : 503, headers);
  });

  // Prometheus metrics (metrics.ts): only with METRICS_TOKEN, and only to a caller that sends it.
  app.get('/metrics', async (c) => {
    const token = config.metricsToken;
    if (token === undefined) return c.notFound();
    if (!bearerMatches(c.req.header('Authorization'), token)) {
      return c.text('Unauthorized\n', 401, { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store' });
    }
    const { registry } = deps.metrics;
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });

  authRoutes(router);
  carRoutes(router);
  adminCarRoutes(router);
  adminActivityRoutes(router);
  adminTeamRoutes(router);
  uploadRoutes(router);
  enquiryRoutes(router);
  adminEnquiryRoutes(router);

  app.all('/api/*', (c) => {
    const allowed = known.allowed(c.req.path);
    if (allowed) return c.json(errorBody(c, SERVER_MSG.methodNotAllowed), 405, { Allow: allowed.join(', ') });
    return c.json(errorBody(c, SERVER_MSG.routeNotFound), 404);
  });

  seoRoutes(router);
  siteRoutes(router, serveStatic, { siteVersion, renderer: options.renderer });

  app.onError((error, c) => {
    if (error instanceof ValidationError) return c.json(errorBody(c, error.message, error.field), 400);
    if (error instanceof BadRequestError) return c.json(errorBody(c, error.message, error.field), 400);
    if (error instanceof HttpError) return c.json(errorBody(c, error.message), error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) return c.json(errorBody(c, error.message || SERVER_MSG.badRequest), error.status);
    // The line carries the request's id (request-id.ts), as the answer does.
    log.error({ err: error, path: c.req.path }, 'request failed');
    return c.json(errorBody(c, SERVER_MSG.internalError), 500);
  });

  return app;
}
