/**
 * One JSON line per event on a production instance, errors included: Next prints a
 * failed render or regeneration as a multi-line stack trace on the console (hundreds in an API
 * outage), which no log pipeline can parse. Installed by src/instrumentation.ts when
 * `next start` boots, this turns every console call of the process into one line of the
 * fleet's log (log.ts: `{time, level, instance, event, msg, ...}`):
 *
 * - a line that already is one (logEvent) passes as it is;
 * - an Error becomes `event: "server_error"` with `error: {name, message, stack}` (the stack
 *   is a field, its newlines escaped); any other text `event: "server_message"`, colour codes
 *   and Next's status symbols removed;
 * - Next reports a failed request twice, first on the console, then to onRequestError with
 *   the request (instrumentation.ts): an error line waits HOLD_MS for that call so the one
 *   line carries the path, the method, the route and the revalidation reason; the same Error
 *   printed again (a failed background regeneration is) is not a new event.
 *
 * `LOG_FORMAT=text` keeps Next's own output (docs/settings.md).
 */
import { format } from 'node:util';
import type { LogLevel } from '@/lib/ops-events';
import { logLine } from './log';

const METHODS = ['log', 'info', 'debug', 'warn', 'error'] as const;
type Method = (typeof METHODS)[number];
const LEVEL: Record<Method, LogLevel> = {
  log: 'info',
  info: 'info',
  debug: 'info',
  warn: 'warn',
  error: 'error',
};
/** How long an error line waits for Next's onRequestError call about the same error. */
export const HOLD_MS = 200;

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** Next's status marks at the start of its lines (⨯ error, ⚠ warning, ✓ done, ▲ banner, ○). */
const MARKS = /^[\s⨯⚠✓▲○●ƒ-]+/u;

/** What onRequestError is told about the request and the route (Next's types, the parts logged). */
export interface RequestErrorInfo {
  path: string;
  method: string;
}
export interface RequestErrorContext {
  routerKind?: string;
  routePath?: string;
  routeType?: string;
  revalidateReason?: string;
}

interface Held {
  level: LogLevel;
  text: string;
  fields: Record<string, unknown>;
  timer: ReturnType<typeof setTimeout>;
}

interface Installed {
  write: (level: LogLevel, text: string) => void;
  held: Map<unknown, Held>;
  /** Errors already logged: Next prints a failed regeneration's error twice. */
  seen: WeakSet<object>;
}

declare global {
  // One per process: the instrumentation and the pages' bundles may load this module apart.
  var __diagtoolsJsonConsole: Installed | undefined;
}

/** JSON lines in production unless LOG_FORMAT=text; `next dev` keeps Next's own output. */
export function jsonLogWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && env.LOG_FORMAT !== 'text';
}

/** Already a line of the fleet's log (logEvent's JSON). */
function isLogLine(args: readonly unknown[]): args is [string] {
  const [first] = args;
  return args.length === 1 && typeof first === 'string' && /^\{"time":".*\}$/s.test(first);
}

function errorOf(args: readonly unknown[]): Error | undefined {
  return args.find((arg): arg is Error => arg instanceof Error);
}

/** The text of a console call without colour codes and Next's leading marks. */
function plainText(args: readonly unknown[]): string {
  return format(...args)
    .replace(ANSI, '')
    .replace(MARKS, '')
    .trim();
}

function errorFields(error: Error): Record<string, unknown> {
  const digest = (error as { digest?: unknown }).digest;
  return {
    error: {
      name: error.name,
      message: error.message.replace(ANSI, ''),
      stack: error.stack?.replace(ANSI, ''),
      ...(typeof digest === 'string' ? { digest } : {}),
    },
  };
}

/** The JSON line of one console call (not yet a line of the fleet's log). */
export function consoleLine(method: Method, args: readonly unknown[]): string {
  const error = errorOf(args);
  const rest = error ? args.filter((arg) => arg !== error) : args;
  const text = plainText(rest);
  if (error) {
    const msg = [text, error.message.replace(ANSI, '')].filter(Boolean).join(' ');
    return JSON.stringify(logLine(LEVEL[method], 'server_error', msg, errorFields(error)));
  }
  return JSON.stringify(logLine(LEVEL[method], 'server_message', text));
}

function flush(installed: Installed, key: unknown, extra: Record<string, unknown> = {}): void {
  const held = installed.held.get(key);
  if (!held) return;
  installed.held.delete(key);
  clearTimeout(held.timer);
  const event = Object.keys(extra).length > 0 ? 'request_error' : 'server_error';
  installed.write(
    held.level,
    JSON.stringify(logLine(held.level, event, held.text, { ...extra, ...held.fields })),
  );
}

/**
 * Replaces the console's methods of `target` (the process's console) by JSON writers. Returns
 * a function that puts the old ones back (tests).
 */
export function installJsonConsole(target: Console = console): () => void {
  if (globalThis.__diagtoolsJsonConsole) return () => undefined;
  const original = new Map(METHODS.map((method) => [method, target[method]] as const));
  const write = (level: LogLevel, text: string) =>
    (level === 'info' ? original.get('log')! : original.get(level)!).call(target, text);
  const installed: Installed = { write, held: new Map(), seen: new WeakSet() };
  for (const method of METHODS) {
    target[method] = (...args: unknown[]) => {
      if (isLogLine(args)) return write(LEVEL[method], args[0]);
      const error = errorOf(args);
      if (method !== 'error' || !error) return write(LEVEL[method], consoleLine(method, args));
      if (installed.seen.has(error)) return;
      installed.seen.add(error);
      const rest = plainText(args.filter((arg) => arg !== error));
      const text = [rest, error.message.replace(ANSI, '')].filter(Boolean).join(' ');
      const timer = setTimeout(() => flush(installed, error), HOLD_MS);
      timer.unref?.();
      installed.held.set(error, { level: 'error', text, fields: errorFields(error), timer });
    };
  }
  const onExit = () => [...installed.held.keys()].forEach((key) => flush(installed, key));
  process.on('exit', onExit);
  globalThis.__diagtoolsJsonConsole = installed;
  return () => {
    onExit();
    process.off('exit', onExit);
    for (const method of METHODS) target[method] = original.get(method)!;
    globalThis.__diagtoolsJsonConsole = undefined;
  };
}

/**
 * Next's onRequestError (instrumentation.ts): the error line printed a moment ago gets the
 * request's fields; an error Next did not print gets a line of its own.
 */
export function logRequestError(
  error: unknown,
  request: RequestErrorInfo,
  context: RequestErrorContext,
): void {
  const fields = {
    path: request.path,
    method: request.method,
    ...(context.routePath ? { route: context.routePath } : {}),
    ...(context.routeType ? { routeType: context.routeType } : {}),
    ...(context.revalidateReason ? { revalidateReason: context.revalidateReason } : {}),
  };
  const installed = globalThis.__diagtoolsJsonConsole;
  if (installed?.held.has(error)) return flush(installed, error, fields);
  const extra = error instanceof Error ? errorFields(error) : {};
  const msg = error instanceof Error ? error.message : String(error);
  const line = JSON.stringify(logLine('error', 'request_error', msg, { ...fields, ...extra }));
  if (installed) installed.write('error', line);
  else console.error(line);
}
