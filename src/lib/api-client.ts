/**
 * The one API client, for the server (getStaticProps) and the browser (data hooks, forms).
 * It builds the URL from the settings, sends the token, unwraps the `{code, msg}` envelope
 * and turns every failure into an ApiError of one of the kinds of the spec's error catalogue.
 */
import { requestApiBaseUrl } from '@/config/settings';
import type { Envelope } from '@/contract/api-types';
import type { Endpoint, HttpMethod, Query } from '@/contract/vendor-endpoints/endpoint';
import type { OpsRecorder } from './ops-events';
import { currentServerScope } from './server-scope';
import { clearSession, getToken } from './session';

/** Codes 10001-10008: the token is missing, malformed, unknown, expired or revoked. */
export const AUTH_ERROR_CODES: readonly number[] = [
  10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008,
];
export const MSG_SERVICE_FAILED = 'Service response failed';
export const MSG_INTERFACE_FAILED = 'Interface response failed';

export type ApiErrorKind =
  /** A token code (10001-10008): the session is dropped and the visitor sent to /login. */
  | 'auth'
  /** HTTP 500 (or any 5xx) from the API. */
  | 'server'
  /** No answer at all: network down, CORS refused, timeout (request status 0). */
  | 'network'
  /** Any other non-200 `code`: the server's msg is shown. */
  | 'business';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope code, or the HTTP status for server errors, 0 for no answer. */
  readonly code: number;

  constructor(kind: ApiErrorKind, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
  }
}

/**
 * The request's answer, or null when the API refused it (a business error: the page is a
 * 404); any other failure is thrown (ISR keeps the last good page).
 */
export async function nullIfRefused<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') return null;
    throw error;
  }
}

export type { Query };

/** How a failure of this call is shown to the visitor (docs/api.md, "Error codes"). */
export type ErrorSeverity = 'warning' | 'error' | 'silent';

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Override the stored token (server-side calls have none). */
  token?: string | null;
  signal?: AbortSignal;
  /** Default: 'warning' for GET, 'error' for POST. */
  severity?: ErrorSeverity;
  /** Milliseconds before the call is abandoned as "no answer". */
  timeoutMs?: number;
  /** Extra request headers (e.g. the anonymous `X-Client-Id` of function-stock likes). */
  headers?: Record<string, string>;
  /** The envelope code that means success: 200, except the diagnosis proxy's 0. */
  successCode?: number;
}

export type ApiErrorListener = (error: ApiError, severity: ErrorSeverity) => void;
let errorListener: ApiErrorListener | null = null;

/** The shell registers how errors are shown (toasts, redirect to /login). */
export function setApiErrorListener(listener: ApiErrorListener | null): void {
  errorListener = listener;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function buildApiUrl(path: string, query?: Query): string {
  // The spec writes some paths without a leading slash; they are still under the API root.
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const url = new URL(requestApiBaseUrl() + normalised);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/** Classifies an answer (or its absence) into the error catalogue; null means success. */
export function classifyResponse(
  httpStatus: number,
  payload: unknown,
  successCode = 200,
): ApiError | null {
  if (httpStatus >= 500) return new ApiError('server', httpStatus, MSG_SERVICE_FAILED);
  if (!isEnvelope(payload)) {
    return new ApiError('server', httpStatus, MSG_SERVICE_FAILED);
  }
  if (payload.code === successCode) return null;
  const message = payload.msg || MSG_SERVICE_FAILED;
  if (AUTH_ERROR_CODES.includes(payload.code)) return new ApiError('auth', payload.code, message);
  return new ApiError('business', payload.code, message);
}

/**
 * How a failure in the browser is shown. A token error, no answer (status 0) and a server
 * failure (5xx) are always an error toast, on every page: a 'silent' call hides only the
 * business answers it handles itself, and only those may be a warning.
 */
export function reportedSeverity(kind: ApiErrorKind, requested: ErrorSeverity): ErrorSeverity {
  return kind === 'business' ? requested : 'error';
}

async function send<T extends Envelope>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions,
): Promise<T> {
  const isBrowser = typeof window !== 'undefined';
  const token = options.token !== undefined ? options.token : getToken();
  // A preview render's calls carry its credential (server side only: ./server-scope.ts).
  const headers: Record<string, string> = {
    ...options.headers,
    ...currentServerScope()?.headers,
    Accept: 'application/json',
  };
  if (token) headers.Authorization = token;
  // A POST the spec gives no parameters (user_type, region_all) sends no body at all.
  let body: string | undefined;
  if (method === 'POST' && options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // The fleet's metrics count the server's calls (./ops-events.ts). `typeof window` is written
  // out: the build folds it, so the browser bundle of every page keeps none of this.
  const started = typeof window === 'undefined' ? performance.now() : 0;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let error: ApiError | null;
  let payload: unknown = null;
  try {
    const response = await fetch(buildApiUrl(path, options.query), {
      method,
      headers,
      body,
      signal,
    });
    payload = await response.json().catch(() => null);
    error = classifyResponse(response.status, payload, options.successCode);
  } catch (cause) {
    // A caller's own abort is not a failure to report.
    if (options.signal?.aborted) throw cause;
    error = new ApiError('network', 0, MSG_INTERFACE_FAILED);
  }
  if (typeof window === 'undefined') {
    const recorder: OpsRecorder | undefined = globalThis.__diagtoolsOps;
    recorder?.apiCall({
      method,
      path,
      durationMs: performance.now() - started,
      outcome: error?.kind ?? 'ok',
      code: error?.code ?? options.successCode ?? 200,
    });
  }

  if (!error) return payload as T;
  if (isBrowser) {
    if (error.kind === 'auth') clearSession();
    const requested = options.severity ?? (method === 'GET' ? 'warning' : 'error');
    const severity = reportedSeverity(error.kind, requested);
    if (severity !== 'silent') errorListener?.(error, severity);
  }
  throw error;
}

/** The answer type an endpoint entry names. */
export type AnswerOf<E> = E extends Endpoint<infer Res, HttpMethod, unknown> ? Res : never;

/** What a call of the entry `E` sends, as its entry types it. */
type SentOf<E> = E extends Endpoint<Envelope, HttpMethod, infer Req> ? Req : never;

/** A call's options: a GET's query and a POST's body typed by the entry. */
export type CallOptions<E extends CallableEndpoint> = Omit<RequestOptions, 'query' | 'body'> &
  (E['method'] extends 'GET' ? { query?: SentOf<E> } : { query?: Query; body?: SentOf<E> });

type CallableEndpoint = Endpoint<Envelope, 'GET' | 'POST', unknown>;

/**
 * Calls the vendor endpoint `endpoint` (an entry of src/contract/endpoints.ts): its method and
 * path come from the entry, and so does the answer's type.
 */
export function callApi<E extends CallableEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {} as CallOptions<E>,
): Promise<AnswerOf<E>> {
  // The entry typed the query and body; the request itself takes any of them.
  return send<AnswerOf<E>>(endpoint.method, endpoint.path, options as RequestOptions);
}
