/**
 * The drain when an instance is told to stop, so a rolling restart behind a balancer loses no
 * request.
 *
 * `next start` stops accepting connections as soon as SIGTERM arrives (its own listener closes
 * the server and exits). installDrain(), run by src/instrumentation.ts when the server boots
 * (after `next start` registered its listeners), puts its own listener first in line instead:
 *
 * - SIGTERM: from then on `/api/health` answers 503 (src/features/ops/health.ts), so checks take
 *   the instance out, while it keeps serving every request for the drain period
 *   (SHUTDOWN_DRAIN_SECONDS, default 10); then Next's own shutdown runs: it stops accepting,
 *   finishes what is in flight and exits. Every answer from the signal on closes its connection
 *   (`Connection: close`, through Node's `http.server.request.start` diagnostics channel): a
 *   balancer's kept-alive connections would otherwise stay busy and hold that shutdown open
 *   for as long as it sends requests on them.
 * - SIGINT (Ctrl-C in a terminal), or a second signal during the drain: Next's shutdown at once.
 *
 * Without listeners of Next's to run (NEXT_MANUAL_SIG_HANDLE set) the process exits after the
 * drain itself.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import { logEvent } from './log';

export const DEFAULT_DRAIN_SECONDS = 10;

type StopSignal = 'SIGTERM' | 'SIGINT';
type SignalListener = (signal: NodeJS.Signals) => void;

/** What installDrain needs of `process` (tests pass an emitter of their own). */
export interface SignalTarget {
  listeners(event: StopSignal): SignalListener[];
  removeListener(event: StopSignal, listener: SignalListener): unknown;
  on(event: StopSignal, listener: SignalListener): unknown;
  exit(code: number): void;
}

declare global {
  var __diagtoolsShuttingDown: boolean | undefined;
}

/** True from the first SIGTERM or SIGINT on (the health answer turns 503). */
export function isShuttingDown(): boolean {
  return globalThis.__diagtoolsShuttingDown === true;
}

/** The drain period in ms: SHUTDOWN_DRAIN_SECONDS (0 turns it off; a bad value is the default). */
export function drainMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.SHUTDOWN_DRAIN_SECONDS?.trim();
  const seconds = raw ? Number(raw) : DEFAULT_DRAIN_SECONDS;
  if (!Number.isFinite(seconds) || seconds < 0) {
    logEvent(
      'warn',
      'setting_invalid',
      `SHUTDOWN_DRAIN_SECONDS=${raw} is not a number of seconds: ${DEFAULT_DRAIN_SECONDS} s`,
    );
    return DEFAULT_DRAIN_SECONDS * 1000;
  }
  return Math.round(seconds * 1000);
}

const STOP_SIGNALS: readonly StopSignal[] = ['SIGTERM', 'SIGINT'];

/** Node publishes every request the server starts on it: `{request, response, socket, server}`. */
export const REQUEST_START_CHANNEL = 'http.server.request.start';

function closeAfterAnswer(message: unknown): void {
  if (!isShuttingDown()) return;
  const response = (message as { response?: ServerResponse } | null)?.response;
  if (response && !response.headersSent) response.setHeader('Connection', 'close');
}

/** Installs the drain once per process (see the module's comment). */
export function installDrain(
  target: SignalTarget = process as unknown as SignalTarget,
  periodMs: number = drainMs(),
): void {
  if (globalThis.__diagtoolsShuttingDown !== undefined) return;
  globalThis.__diagtoolsShuttingDown = false;

  // Next's shutdown (and anything else listening already) waits for the end of the drain.
  const deferred = new Map<StopSignal, SignalListener[]>();
  for (const signal of STOP_SIGNALS) {
    const listeners = target.listeners(signal);
    deferred.set(signal, listeners);
    for (const listener of listeners) target.removeListener(signal, listener);
  }

  let first: StopSignal | undefined;
  let timer: NodeJS.Timeout | undefined;
  let finished = false;

  const finish = () => {
    if (finished || !first) return;
    finished = true;
    clearTimeout(timer);
    logEvent('info', 'shutdown', `drained: stopping (${first})`, { signal: first });
    const listeners = deferred.get(first) ?? [];
    if (listeners.length === 0) {
      target.exit(0);
      return;
    }
    for (const listener of listeners) listener(first);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    const received: StopSignal = signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM';
    if (first) {
      // Asked again: the drain ends now.
      finish();
      return;
    }
    first = received;
    globalThis.__diagtoolsShuttingDown = true;
    diagnosticsChannel.subscribe(REQUEST_START_CHANNEL, closeAfterAnswer);
    const wait = received === 'SIGTERM' ? periodMs : 0;
    logEvent(
      'info',
      'shutdown',
      wait > 0
        ? `${received}: health answers 503, serving ${wait} ms more`
        : `${received}: health answers 503, stopping`,
      { signal: received, drainMs: wait },
    );
    if (wait === 0) finish();
    else timer = setTimeout(finish, wait);
  };
  for (const signal of STOP_SIGNALS) target.on(signal, onSignal);
}
