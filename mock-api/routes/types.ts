/** What a route file declares, and what its handlers receive. */
import type { Request, Response } from 'express';
import type { Session } from '../auth/session';
import type { MockDb } from '../store/db';
import type { EnvelopeFields } from '../http/envelope';
import type { HttpMethod } from './endpoints';
import type { WebhookTarget } from '../cms/webhook';
import type { Operation } from '../../src/contract/schemas/operation';
import type { OperationInput } from '../http/operation-input';

/** A simulated failure of the API (dev route `/mock/outage`): none, HTTP 500s, or no answer. */
export type OutageMode = 'none' | 'error' | 'down';

/** The two kinds of issue chat a technician answers. */
export type IssueKind = 'product' | 'car';

/**
 * The simulated technician as the routes and the server use it (routes/account/technician.ts
 * implements it); declared here so that this module imports no route.
 */
export interface TechnicianReplies {
  /** Replies scheduled and not written yet. */
  readonly pending: number;
  /** Answers the issue's latest message a moment later. */
  scheduleReply(kind: IssueKind, issueId: number): void;
  /** Cancels every pending reply (the database was replaced). */
  cancelAll(): void;
  /** Cancels every pending reply for good (the server closes). */
  stop(): void;
}

export interface RouteContext {
  db: MockDb;
  /** The clock (tests may fix it). */
  now: () => Date;
  /** Set by `POST /mock/outage`; read by the outage middleware in front of /api/. */
  outage: OutageMode;
  /**
   * The site's origin (no trailing slash): the preview links', and the Google stand-in's when
   * the browser's own site is not known.
   */
  siteUrl: string;
  /** The origins CORS allows (SITE_ORIGINS): the sites a browser may come from. */
  siteOrigins: ReadonlySet<string>;
  /** The folder served under /uploads/ (pictures, downloads, videos). */
  uploadsDir: string;
  /** The simulated technician who answers the issue chats (routes/account/technician.ts). */
  technician: TechnicianReplies;
  /** The site's revalidation webhook the publish route calls (none: the loop is off). */
  publish?: WebhookTarget | null;
  /**
   * The preview secret (PREVIEW_SECRET, else REVALIDATE_SECRET) whose preview credential lets a
   * GET under /api/ read the drafts (mock-api/cms/preview.ts) and which signs the preview
   * links (routes/dev/preview-link.ts); empty: no preview reads, no links.
   */
  previewSecret?: string;
  /** The demo customer the console's API reference signs in (none: no such button). */
  demoAccount?: { readonly email: string; readonly password: string };
}

export interface HandlerArgs {
  req: Request;
  /** For the few routes that answer something other than JSON (an HTML page, a redirect). */
  res: Response;
  ctx: RouteContext;
  /** Present on `auth: true` routes: the signed-in customer and their token. */
  session?: Session;
  /** A documented route's query or body as its operation's schema read it (else empty). */
  input: Readonly<Record<string, unknown>>;
}

/**
 * A handler returns the envelope's fields (and optionally its `msg`, and a success `code`
 * other than 200, e.g. 201); it throws an ApiError for a business failure. The server adds
 * `code: 200` unless told. A handler that answered through `res` itself returns `{}`.
 */
export type Handler = (args: HandlerArgs) => EnvelopeFields | Promise<EnvelopeFields>;

export interface RouteDef {
  method: HttpMethod;
  path: string;
  /** Needs a valid token (mock-api/auth/session.ts); the handler then gets `session`. */
  auth?: boolean;
  summary: string;
  /**
   * The documented operation (src/contract/schemas/): its schema reads the query or body
   * before the handler runs (http/operation-input.ts). Declare it with `documentedRoute`.
   */
  operation?: Operation;
  handler: Handler;
}

/** A route of a documented operation: its handler gets the input its schema read, typed. */
export function documentedRoute<O extends Operation>(
  route: Omit<RouteDef, 'operation' | 'handler'> & {
    operation: O;
    handler: (
      args: HandlerArgs & { input: OperationInput<O> },
    ) => EnvelopeFields | Promise<EnvelopeFields>;
  },
): RouteDef {
  return {
    ...route,
    // The server hands over what readOperationInput read for this very operation.
    handler: (args) => route.handler({ ...args, input: args.input as OperationInput<O> }),
  };
}

/** Narrows `session` on auth routes. */
export function requireSession(args: HandlerArgs): Session {
  if (!args.session) throw new Error('This route must be declared with auth: true');
  return args.session;
}
