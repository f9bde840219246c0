/**
 * What the fleet's metrics and logs are told, for the modules shared with the browser (the API
 * client) and the features that cannot import the ops feature (routing). This module imports
 * no Node module: the recorder itself (src/features/ops/recorder.ts, prom-client and the JSON
 * log) registers here on the server when an instance starts, and cache-handler.mjs reads the
 * same global. In the browser, in a build and in tests that install none, there is none.
 */

/** How an upstream API call ended: `ok`, or the kind of its ApiError. */
export type ApiCallOutcome = 'ok' | 'business' | 'auth' | 'server' | 'network';

export interface ApiCallEvent {
  method: 'GET' | 'POST';
  /** The path called (the recorder labels it by its template: endpointTemplate). */
  path: string;
  durationMs: number;
  outcome: ApiCallOutcome;
  /** The envelope code, the HTTP status of a server error, 0 for no answer. */
  code: number;
}

/** How a page's data load (a regeneration, or a first render on request) ended. */
export type RegenerationOutcome = 'ok' | 'not_found' | 'redirect' | 'error';

export interface RegenerationEvent {
  /** The route's parameters, for the log line (never a metric label). */
  params: unknown;
  durationMs: number;
  outcome: RegenerationOutcome;
}

export type RevalidationVia = 'webhook' | 'manual';

export interface RevalidationEvent {
  via: RevalidationVia;
  /** The HTTP status answered. */
  status: number;
  revalidated: readonly string[];
  refused: number;
  failed: number;
  /** Why the whole call was refused (its answer's message), when it was. */
  reason?: string;
}

/** A lookup of the ISR cache: fresh entry, entry past its revalidate time, none. */
export type CacheLookup = 'hit' | 'stale' | 'miss';

export type LogLevel = 'info' | 'warn' | 'error';

export interface OpsRecorder {
  apiCall(event: ApiCallEvent): void;
  regeneration(event: RegenerationEvent): void;
  revalidation(event: RevalidationEvent): void;
  cacheLookup(result: CacheLookup): void;
  /** One JSON log line: `message` goes in its `msg`. */
  log(level: LogLevel, event: string, message: string, fields?: Record<string, unknown>): void;
}

declare global {
  // On globalThis: each page's server bundle may load its own copy of this module, and
  // cache-handler.mjs is loaded by Next outside the bundles.
  var __diagtoolsOps: OpsRecorder | undefined;
}

export function setOpsRecorder(recorder: OpsRecorder | undefined): void {
  globalThis.__diagtoolsOps = recorder;
}

/** The recorder of this server process, if one is installed (never in the browser). */
export function opsRecorder(): OpsRecorder | undefined {
  if (typeof window !== 'undefined') return undefined;
  return globalThis.__diagtoolsOps;
}

/**
 * The endpoint's template for a metric label: the site calls fixed paths with ids in the
 * query, but a segment of digits or a long hex id is replaced all the same, so a label never
 * grows with the catalogue.
 */
export function endpointTemplate(path: string): string {
  const bare = path.split('?')[0] ?? '';
  const normalised = bare.startsWith('/') ? bare : `/${bare}`;
  return normalised
    .split('/')
    .map((segment) => (/^\d+$|^[0-9a-f-]{16,}$/i.test(segment) ? ':id' : segment))
    .join('/');
}

function outcomeOf(result: object): RegenerationOutcome {
  if ('notFound' in result && result.notFound) return 'not_found';
  if ('redirect' in result) return 'redirect';
  return 'ok';
}

/** Runs a page's data load and tells the recorder how long it took and how it ended. */
export async function recordRegeneration<R extends object>(
  params: unknown,
  load: () => Promise<R> | R,
): Promise<R> {
  const recorder = opsRecorder();
  if (!recorder) return load();
  const started = performance.now();
  try {
    const result = await load();
    recorder.regeneration({
      params,
      durationMs: performance.now() - started,
      outcome: outcomeOf(result),
    });
    return result;
  } catch (error) {
    recorder.regeneration({ params, durationMs: performance.now() - started, outcome: 'error' });
    throw error;
  }
}
