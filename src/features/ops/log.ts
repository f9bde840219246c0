/**
 * The fleet's structured log: one JSON line per event on the process output,
 * `{time, level, instance, event, msg, ...fields}`. Warnings and errors go to stderr.
 */
import type { LogLevel } from '@/lib/ops-events';
import { instanceName } from './instance';

export interface LogLine {
  time: string;
  level: LogLevel;
  instance: string;
  event: string;
  msg: string;
  [field: string]: unknown;
}

export function logLine(
  level: LogLevel,
  event: string,
  msg: string,
  fields: Record<string, unknown> = {},
): LogLine {
  const fixed = { time: new Date().toISOString(), level, instance: instanceName(), event, msg };
  // The fixed keys first, and a field never replaces one of them.
  return { ...fixed, ...fields, ...fixed };
}

export function logEvent(
  level: LogLevel,
  event: string,
  msg: string,
  fields?: Record<string, unknown>,
): void {
  const text = JSON.stringify(logLine(level, event, msg, fields));
  if (level === 'info') console.log(text);
  else console[level](text);
}
