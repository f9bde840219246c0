/** What a route file declares, and what its handlers receive. */
import type { Request, Response } from 'express';
import type { Session } from '../auth/session';
import type { EnvelopeFields } from '../http/envelope';
import type { HttpMethod } from './endpoints';
import type { Operation } from '../../src/contract/schemas/operation';
import type { OperationInput } from '../http/operation-input';
import type { RouteContext } from '../http/route-context';

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
