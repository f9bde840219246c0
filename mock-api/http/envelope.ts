/**
 * The response envelope: every answer is `{code, msg, ...fields}`.
 *
 * As the vendor API does, business outcomes (success and failure alike) answer HTTP 200 with
 * the outcome in `code`. Only transport-level problems use the HTTP status too:
 *
 * | HTTP | code | when |
 * | --- | --- | --- |
 * | 200 | 200 | success |
 * | 200 | 201 | success, but not the usual one (check_binding linked an existing account) |
 * | 200 | 400 | invalid input (the msg names the first failing field) |
 * | 200 | 401 | wrong e-mail or password |
 * | 200 | 403 | not allowed (a disabled account, another customer's record) |
 * | 200 | 404 | an unknown id, title or path in the query or body |
 * | 200 | 409 | a duplicate (e.g. an address already subscribed or registered) |
 * | 200 | 429 | too many tries (a code asked again within a minute, a locked code or sign-in) |
 * | 200 | 501 | an endpoint of the spec not implemented yet |
 * | 200 | 503 | a write not saved: the database could not be written (disk full, read-only); nothing changed (mock-api/store/db.ts) |
 * | 200 | 10001-10008 | token problems (mock-api/auth/session.ts) |
 * | 400 | 400 | malformed JSON body |
 * | 404 | 404 | unknown route |
 * | 413 | 413 | request body too large |
 * | 500 | 500 | internal error (never with a stack trace) |
 */
import type { Response } from 'express';

export const CODE = {
  ok: 200,
  created: 201,
  badRequest: 400,
  badCredentials: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  tooLarge: 413,
  internal: 500,
  notImplemented: 501,
  notSaved: 503,
} as const;

export type EnvelopeFields = Record<string, unknown>;

/** A business error: thrown by handlers, answered as HTTP `httpStatus` (200 unless told). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    readonly fields: EnvelopeFields = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Sends `{code, msg, ...fields}` with the given HTTP status. */
export function sendEnvelope(
  res: Response,
  code: number,
  msg: string,
  fields: EnvelopeFields = {},
  httpStatus = 200,
): void {
  if (res.headersSent) return;
  // code and msg come first and cannot be overridden by a field of the same name.
  const body: EnvelopeFields = { code, msg, ...fields };
  body.code = code;
  body.msg = msg;
  res.status(httpStatus).json(body);
}

export function sendOk(res: Response, fields: EnvelopeFields = {}, msg = 'Success'): void {
  sendEnvelope(res, CODE.ok, msg, fields);
}

export function sendError(res: Response, error: ApiError): void {
  sendEnvelope(res, error.code, error.message, error.fields, error.httpStatus);
}

export function sendNotFoundRoute(res: Response): void {
  sendEnvelope(res, CODE.notFound, 'Not found', {}, 404);
}

export function sendInternalError(res: Response): void {
  sendEnvelope(res, CODE.internal, 'Internal error', {}, 500);
}
