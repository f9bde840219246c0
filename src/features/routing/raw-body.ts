/**
 * Reads a request body as text, for routes that must see the exact bytes (a signed body is
 * verified over what was sent, not over a parse of it). Stops collecting past the limit; the
 * rest is left to the server, which discards it once the answer is sent.
 */
import type { IncomingMessage } from 'node:http';

export type RawBody = { ok: true; text: string } | { ok: false; status: 413 | 400; msg: string };

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export function readRawBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<RawBody> {
  const tooLarge: RawBody = {
    ok: false,
    status: 413,
    msg: `The body is larger than ${limit} bytes`,
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (answer: RawBody) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      resolve(answer);
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > limit) stop(tooLarge);
      else chunks.push(bytes);
    }
    function onEnd() {
      stop({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    }
    function onError() {
      stop({ ok: false, status: 400, msg: 'The body could not be read' });
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
