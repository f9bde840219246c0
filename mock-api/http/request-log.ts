/**
 * The mock's request log (MOCK_API_LOG, on by default): one line per request,
 * `GET /api/goods/goods_all?page=1 200 12.345 ms - 4567` (method, URL, status, time, length).
 * Coloured only when the output is a terminal: in a file, a pipe or a container's
 * log it is plain text an operator can grep and parse. It replaces json-server's logger, whose
 * `dev` format always wrote colour codes.
 */
import type { RequestHandler } from 'express';

export interface RequestLogOptions {
  /** Where a line goes (default: the process output). */
  write?: (line: string) => void;
  /** Colour the status (default: when the process output is a terminal). */
  color?: boolean;
}

/** The terminal colour of a status: red 5xx, yellow 4xx, cyan 3xx, green 2xx. */
function statusColor(status: number): number {
  if (status >= 500) return 31;
  if (status >= 400) return 33;
  if (status >= 300) return 36;
  return 32;
}

export function requestLine(
  request: { method: string; url: string; status: number; ms: number; length: string | undefined },
  color: boolean,
): string {
  const status = color
    ? `\u001b[${statusColor(request.status)}m${request.status}\u001b[0m`
    : String(request.status);
  return `${request.method} ${request.url} ${status} ${request.ms.toFixed(3)} ms - ${request.length ?? '-'}`;
}

export function requestLog(options: RequestLogOptions = {}): RequestHandler {
  const write = options.write ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const color = options.color ?? process.stdout.isTTY === true;
  return (req, res, next) => {
    if (req.path === '/favicon.ico') return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const length = res.getHeader('content-length');
      write(
        requestLine(
          {
            method: req.method,
            url: req.originalUrl,
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            length: length === undefined ? undefined : String(length),
          },
          color,
        ),
      );
    });
    next();
  };
}
