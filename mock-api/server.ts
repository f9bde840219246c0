/**
 * The mock API: json-server 0.17 used as a library (its Express app and default middlewares)
 * with our own routes. Its generic router is never mounted, so `GET /db`, `/users` and the
 * other resource routes do not exist: they answer the 404 envelope like any unknown path.
 *
 * Order: CORS (site origins only) → a declared body over 100 kB (413 at once) → json-server
 * defaults (compression, our /uploads static in place of its root static, logger, no-cache
 * headers) → body parsers (100 kB) → dev routes → API routes → reserved spec routes (501) →
 * 404 → error handler (no stack traces, ever).
 */
import cors from 'cors';
import express, {
  type ErrorRequestHandler,
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import jsonServer from 'json-server';
import path from 'node:path';
import { authenticate } from './auth/session';
import { MockDb } from './store/db';
import type { Database } from './schema/mock-db';
import { contextFor } from './cms/preview';
import { ContentScheduler } from './cms/scheduler';
import {
  ApiError,
  CODE,
  sendEnvelope,
  sendError,
  sendInternalError,
  sendNotFoundRoute,
  sendOk,
} from './http/envelope';
import { defaultDevRoutesAccess, devGuard, type DevRoutesAccess } from './routes/dev/guard';
import { declaredBodyLimit, inputLayer } from './http/input';
import { webhookFromEnv, type WebhookTarget } from './cms/webhook';
import { defaultWriteLimit, WriteLimiter } from './http/write-limit';
import { defaultSiteOrigins, defaultSiteUrl, defaultUploadsDir } from './paths';
import { Technician } from './routes/account/technician';
import { DEV_ROUTES, IMPLEMENTED_ENDPOINTS, RESERVED_ROUTES } from './route-table';
import { API_ROUTES } from './routes';
import { attachmentHeader } from './routes/downloads';
import { defaultStrict, strictApiFilter } from './routes/strict';
import { documentedFields, readOperationInput } from './http/operation-input';
import type { RouteDef } from './routes/types';
import type { RouteContext } from './http/route-context';
import { requestLog } from './http/request-log';

export const BODY_LIMIT = '100kb';
/** Pictures never change under one name: browsers may keep them a year. */
const UPLOADS_MAX_AGE = '365d';

export interface MockServerOptions {
  /** The JSON database; made by `makeDatabase` if missing. */
  dbFile: string;
  /**
   * Makes the data of a missing database, and what POST /mock/reset restores: the fixtures'
   * generator, handed in by the mock's entry (main.ts) and the tests, so that the server and
   * its store import nothing of the fixtures.
   */
  makeDatabase: () => Database;
  /** Served under /uploads/ (default mock-api/uploads or MOCK_UPLOADS_DIR). */
  uploadsDir?: string;
  /** Origins allowed by CORS (default SITE_ORIGINS or the two localhost:3000 origins). */
  siteOrigins?: string[];
  /** Request log and internal-error log on the console (default false). */
  log?: boolean;
  /** The clock (default: the real one). */
  now?: () => Date;
  /**
   * The site's origin, where the Google stand-in redirects (default SITE_URL, else the first
   * site origin).
   */
  siteUrl?: string;
  /** How long the simulated technician waits before answering a chat message (default 1500 ms). */
  technicianReplyDelayMs?: number;
  /** Who may call the dev routes and the Google stand-in (default MOCK_DEV_ROUTES, else loopback). */
  devRoutes?: DevRoutesAccess;
  /**
   * Writes per client and per customer and window (default MOCK_WRITE_LIMIT, else 600; 0: no
   * write limit at all), bytes written per client and per customer and window (default
   * MOCK_WRITE_BYTES, else 1 MiB; 0: no bytes budget) and the window (default
   * MOCK_WRITE_WINDOW_MS, else 60 s). See mock-api/http/write-limit.ts.
   */
  writeLimit?: number;
  writeBytes?: number;
  writeWindowMs?: number;
  /** The site's revalidation webhook for the publish route (default SITE_REVALIDATE_URL). */
  publish?: WebhookTarget | null;
  /**
   * The secret whose preview credential reads drafts under /api/ and which signs the preview
   * links' tokens (default PREVIEW_SECRET, else REVALIDATE_SECRET, as the site).
   */
  previewSecret?: string;
  /** How often the schedule publishes due drafts (default 1000 ms; 0: never by itself). */
  scheduleIntervalMs?: number;
  /**
   * Only the spec's endpoints under /api/, the rest answers 404 as an unknown route
   * (default MOCK_API_STRICT; see routes/strict.ts).
   */
  strict?: boolean;
  /**
   * The demo customer whose sign-in the console's API reference offers (mock-api/openapi/);
   * handed in by main.ts and the tests, as the server imports nothing of the fixtures.
   */
  demoAccount?: { readonly email: string; readonly password: string };
}

export interface MockServer {
  app: Express;
  db: MockDb;
  context: RouteContext;
  /** Publishes the drafts whose time has come (tests call its tick() with their own clock). */
  scheduler: ContentScheduler;
  /** `[method, path, summary]` of every implemented endpoint. */
  endpoints: typeof IMPLEMENTED_ENDPOINTS;
  /** Waits for pending writes. */
  close(): Promise<void>;
}

function uploadsRouter(uploadsDir: string): express.Router {
  const router = express.Router();
  const downloadsDir = path.resolve(uploadsDir, 'downloads');
  router.use(
    '/uploads',
    express.static(uploadsDir, {
      index: false,
      dotfiles: 'ignore',
      fallthrough: true,
      redirect: false,
      maxAge: UPLOADS_MAX_AGE,
      immutable: true,
      setHeaders(res, file) {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Downloads save under their own name (a navigation or a fetch alike).
        if (path.relative(downloadsDir, file).split(path.sep)[0] !== '..') {
          res.setHeader('Content-Disposition', attachmentHeader(path.basename(file)));
        }
        // The site (another origin) shows these pictures; an SVG opened directly runs nothing.
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      },
    }),
  );
  return router;
}

/**
 * json-server's default middlewares with our options: no CORS (ours is stricter), no body
 * parser (ours has limits), its root static folder replaced by /uploads, its logger by ours
 * (http/request-log.ts: plain text unless on a terminal), and its development error handler
 * dropped (it prints stack traces).
 */
function jsonServerDefaults(uploadsDir: string, log: boolean): RequestHandler[] {
  const defaults = jsonServer.defaults({
    static: uploadsDir,
    // Ours (http/request-log.ts): plain text unless the output is a terminal.
    logger: false,
    noCors: true,
    bodyParser: false,
  });
  let replaced = false;
  const middlewares = defaults
    .filter((middleware) => middleware.length < 4)
    .map((middleware) => {
      if (middleware.name !== 'serveStatic') return middleware;
      replaced = true;
      return uploadsRouter(uploadsDir);
    });
  const logged = log ? [...middlewares, requestLog()] : middlewares;
  return replaced ? logged : [uploadsRouter(uploadsDir), ...logged];
}

function register(
  app: Express,
  route: RouteDef,
  context: RouteContext,
  limiter: WriteLimiter,
  strict: boolean,
): void {
  const { operation } = route;
  const handle = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const session = route.auth
        ? authenticate(context.db.data, req.headers.authorization, context.now())
        : undefined;
      // A preview read (the preview credential, GET under /api/) sees the drafts.
      const ctx = contextFor(req, context);
      // A documented route's input is read by its operation's schema first.
      const call = () =>
        route.handler({
          req,
          res,
          ctx,
          session,
          input: operation ? readOperationInput(operation, req, strict) : {},
        });
      // Writes count towards the client's budget, and a signed-in one towards its customer's.
      const client = req.socket.remoteAddress ?? 'unknown';
      const answer = limiter.run({ client, account: session?.user.uId }, call);
      const { msg, code, ...answered } = await answer;
      if (res.headersSent) return;
      // Strict mode answers what the vendor's API documents, nothing more.
      const fields = strict && operation ? documentedFields(operation, answered) : answered;
      const text = typeof msg === 'string' ? msg : 'Success';
      if (typeof code === 'number') sendEnvelope(res, code, text, fields);
      else sendOk(res, fields, text);
    } catch (error) {
      if (error instanceof ApiError) sendError(res, error);
      else next(error);
    }
  };
  if (route.method === 'GET') app.get(route.path, handle);
  else if (route.method === 'PUT') app.put(route.path, handle);
  else if (route.method === 'DELETE') app.delete(route.path, handle);
  else app.post(route.path, handle);
}

/** While `/mock/outage` says so, /api/ fails as a real outage would (the dev routes still answer). */
function outageMiddleware(context: RouteContext): RequestHandler {
  return (req, res, next) => {
    if (context.outage === 'error') {
      sendEnvelope(res, CODE.internal, 'Simulated outage', {}, 500);
    } else if (context.outage === 'down') {
      req.socket.destroy();
    } else {
      next();
    }
  };
}

function errorHandler(log: boolean): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const err = (typeof error === 'object' && error !== null ? error : {}) as {
      type?: string;
      status?: number;
    };
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof ApiError) {
      sendError(res, error);
      return;
    }
    if (err.type === 'entity.too.large' || err.type === 'parameters.too.many') {
      sendEnvelope(res, CODE.tooLarge, 'Request body too large', {}, 413);
      return;
    }
    if (err.type === 'entity.parse.failed') {
      const msg = req.is('json') ? 'Malformed JSON body' : 'Malformed request body';
      sendEnvelope(res, CODE.badRequest, msg, {}, 400);
      return;
    }
    if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
      const msg = err.status === 415 ? 'Unsupported body encoding' : 'Bad request';
      sendEnvelope(res, err.status, msg, {}, err.status);
      return;
    }
    if (log) console.error('[mock-api] internal error on', req.method, req.path, error);
    sendInternalError(res);
  };
}

export function createMockServer(options: MockServerOptions): MockServer {
  const log = options.log ?? false;
  const uploadsDir = options.uploadsDir ?? defaultUploadsDir();
  const siteOrigins = options.siteOrigins ?? defaultSiteOrigins();
  const origins = new Set(siteOrigins);
  const db = MockDb.open(options.dbFile, options.makeDatabase);
  const now = options.now ?? (() => new Date());
  const writeDefaults = defaultWriteLimit();
  const limiter = new WriteLimiter({
    limit: options.writeLimit ?? writeDefaults.limit,
    bytes: options.writeBytes ?? writeDefaults.bytes,
    windowMs: options.writeWindowMs ?? writeDefaults.windowMs,
    now,
  });
  db.writeGate = limiter.gate;
  db.writeMeter = limiter.meter;
  const technician = new Technician(db, {
    delayMs: options.technicianReplyDelayMs,
    now,
    onError: (error) => {
      if (log) console.error('[mock-api] the technician could not reply:', error);
    },
  });
  const context: RouteContext = {
    db,
    now,
    outage: 'none',
    siteUrl: (options.siteUrl ?? defaultSiteUrl(siteOrigins)).replace(/\/+$/, ''),
    siteOrigins: origins,
    uploadsDir,
    technician,
    publish: options.publish === undefined ? webhookFromEnv() : options.publish,
    previewSecret:
      options.previewSecret ?? (process.env.PREVIEW_SECRET || process.env.REVALIDATE_SECRET || ''),
    demoAccount: options.demoAccount,
  };
  const scheduler = new ContentScheduler(context, {
    intervalMs: options.scheduleIntervalMs,
    onError: (error) => {
      if (log) console.error('[mock-api] a scheduled publish failed:', error);
    },
  });

  // json-server's create() is express() with 'json spaces' set; its typings say Application.
  const app = jsonServer.create() as Express;
  app.disable('x-powered-by');
  app.set('json spaces', 0);
  // Repeated keys become arrays (refused by validation); no nested objects from brackets.
  app.set('query parser', 'simple');

  app.use(
    cors({
      origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
      methods: ['GET', 'POST', 'OPTIONS'],
      // X-Client-Id: the anonymous id of the function-stock likes.
      allowedHeaders: ['Content-Type', 'Authorization', 'X-Client-Id'],
      // The downloads' file names, for a site that fetches a file and saves it itself.
      exposedHeaders: ['Content-Disposition'],
      maxAge: 600,
      optionsSuccessStatus: 204,
    }),
  );
  // A declared body over the limit is refused before anything reads (or ignores) it.
  app.use(declaredBodyLimit());
  app.use(devGuard(options.devRoutes ?? defaultDevRoutesAccess(), origins));
  app.use(jsonServerDefaults(uploadsDir, log));
  app.use(express.json({ limit: BODY_LIMIT, strict: true }));
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 200 }));
  app.use(inputLayer());

  app.use('/api', outageMiddleware(context));
  const strict = options.strict ?? defaultStrict();
  if (strict) app.use('/api', strictApiFilter());
  for (const route of [...DEV_ROUTES, ...API_ROUTES, ...RESERVED_ROUTES]) {
    // Every write counts, the dev routes' too (the CMS stand-in's edits and publishes, claim
    // statuses). A reset replaces the database without the write gate: never counted.
    register(app, route, context, limiter, strict);
  }
  app.use((_req: Request, res: Response) => sendNotFoundRoute(res));
  app.use(errorHandler(log));
  scheduler.start();

  return {
    app,
    db,
    context,
    scheduler,
    endpoints: IMPLEMENTED_ENDPOINTS,
    close: async () => {
      technician.stop();
      await scheduler.stop();
      return db.flush();
    },
  };
}
