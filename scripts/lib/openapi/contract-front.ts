/**
 * The front of the e2e stack's contract mode (E2E_API_PROXY=prism, scripts/e2e-stack.ts) and of
 * the mock-API tests through Prism (scripts/mock-tests-prism.ts): what the client takes for the
 * API. Every request under /api/ goes through Prism's validation proxy (a path the document does
 * not describe is a violation there), except the Google stand-in's callback; the rest goes
 * straight to the mock (see bypassesPrism). Every violation Prism reports is printed and
 * appended to a log, one JSON line each.
 */
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { MOCK_ONLY_ENDPOINTS } from '../../../src/contract/endpoints';
import { MAX_DEPTH } from '../../../mock-api/http/input';
import { PRISM_ERRORS, violationsOf } from './prism';

/**
 * Set on what the front sends to Prism (an exchange's number): Prism passes it on, so the front
 * may be its upstream, and knows which of its calls the mock's answer belongs to.
 */
export const FROM_FRONT_HEADER = 'x-contract-front';
/** A label the client may give a request (the test that sent it), copied into the log. */
export const LABEL_HEADER = 'x-contract-label';

const GOOGLE_CALLBACK = MOCK_ONLY_ENDPOINTS.gmailCallback.path.toLowerCase();

/**
 * What goes straight to the mock, not through Prism: CORS preflights, everything outside /api/
 * (pictures under /uploads/, the mock's dev routes under /mock/, its /openapi.json, the video
 * player under /embed/) and the Google stand-in's callback (Google's side of the sign-in, not
 * the vendor's API). Anything else under /api/, described or not, is Prism's to judge.
 */
export function bypassesPrism(method: string | undefined, pathname: string): boolean {
  if (method === 'OPTIONS' || !pathname.startsWith('/api/')) return true;
  return pathname.toLowerCase().replace(/\/$/, '') === GOOGLE_CALLBACK;
}

function isJsonMedia(type: string | undefined): boolean {
  return /^application\/(.+\+)?json\b/i.test(type ?? '');
}

/** How deep `value` nests objects and arrays. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item));
  return deepest + 1;
}

/** A JSON body Prism can take: empty, or one that parses and nests no deeper than MAX_DEPTH. */
function parses(body: Buffer): boolean {
  if (body.length === 0) return true;
  try {
    return depthOf(JSON.parse(body.toString('utf8'))) <= MAX_DEPTH;
  } catch {
    return false;
  }
}

/** Prism's problem answer when its call to the upstream failed (node-fetch's FetchError). */
export function isNoAnswer(type: string | undefined, body: Buffer): boolean {
  if (!/^application\/problem\+json/i.test(type ?? '')) return false;
  try {
    return (JSON.parse(body.toString('utf8')) as { type?: unknown }).type === 'FetchError';
  } catch {
    return false;
  }
}

export interface ContractFront {
  url: string;
  /** Violations so far. */
  violations(): number;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** An answer Prism made itself (a violation under --errors, a failed upstream call). */
function isPrismError(body: Buffer): boolean {
  try {
    const type = (JSON.parse(body.toString('utf8')) as { type?: unknown }).type;
    return typeof type === 'string' && (type === 'FetchError' || type.startsWith(PRISM_ERRORS));
  } catch {
    return false;
  }
}

function reply(res: http.ServerResponse, answer: Answer): void {
  const headers = { ...answer.headers };
  delete headers['transfer-encoding'];
  headers['content-length'] = String(answer.body.length);
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

function forward(
  target: string,
  req: http.IncomingMessage,
  body: Buffer,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(req.url ?? '/', target);
    const out = http.request(
      url,
      {
        method: req.method,
        headers: { ...req.headers, ...extraHeaders, host: url.host },
        // A fresh connection each time: a kept-alive one the other side closes just as it is
        // reused fails the call (ECONNRESET), which the client would see as a 502.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

export function startContractFront(options: {
  port: number;
  prismUrl: string;
  /** The mock, or how to find it from the request (the mock-API tests each run their own). */
  mockUrl: string | ((req: http.IncomingMessage) => string);
  logFile: string;
  /**
   * Prism only observes (runs without --errors, the mock-API tests): a request it will not pass
   * on goes to the mock after all, its refusal logged.
   */
  observe?: boolean;
}): Promise<ContractFront> {
  let count = 0;
  let exchanges = 0;
  /** The mock's answers to what Prism forwarded, by exchange (when the front is its upstream). */
  const mockAnswers = new Map<string, Answer>();
  const record = (req: http.IncomingMessage, violation: string) => {
    count += 1;
    const label = req.headers[LABEL_HEADER];
    const line = {
      at: new Date().toISOString(),
      method: req.method,
      url: req.url,
      ...(typeof label === 'string' ? { label: decodeURIComponent(label) } : {}),
      violation,
    };
    appendFileSync(options.logFile, `${JSON.stringify(line)}\n`);
    console.error(`[contract] VIOLATION ${req.method} ${req.url}: ${violation}`);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const pathname = new URL(req.url ?? '/', 'http://front').pathname;
      // What Prism forwards when the front is its upstream goes to the mock.
      const exchange = req.headers[FROM_FRONT_HEADER];
      const fromPrism = typeof exchange === 'string';
      delete req.headers[FROM_FRONT_HEADER];
      const body = Buffer.concat(chunks);
      // Prism cannot pass on a JSON body it cannot parse (and one nested deeper than the mock
      // takes, MAX_DEPTH, crashes it): the mock answers it, the log says so.
      const unparsable = !fromPrism && isJsonMedia(req.headers['content-type']) && !parses(body);
      const viaPrism = !fromPrism && !unparsable && !bypassesPrism(req.method, pathname);
      const mockUrl = typeof options.mockUrl === 'string' ? options.mockUrl : options.mockUrl(req);
      const target = viaPrism ? options.prismUrl : mockUrl;
      const id = String((exchanges += 1));
      const extra: Record<string, string> = viaPrism ? { [FROM_FRONT_HEADER]: id } : {};
      if (unparsable && !bypassesPrism(req.method, pathname)) {
        record(req, 'request.body: not JSON Prism can read (sent to the mock)');
      }
      forward(target, req, body, extra)
        .then((answer) => {
          if (fromPrism) mockAnswers.set(exchange, answer);
          const mockAnswer = viaPrism ? mockAnswers.get(id) : undefined;
          mockAnswers.delete(id);
          if (viaPrism) {
            let parsed: unknown = null;
            try {
              parsed = JSON.parse(answer.body.toString('utf8'));
            } catch {
              parsed = null;
            }
            const header = answer.headers['sl-violations'];
            const found = violationsOf(
              answer.status,
              typeof header === 'string' ? header : null,
              parsed,
            );
            for (const violation of found) record(req, violation);
          }
          // The mock gave no answer (an outage's "down"): Prism's 500 about it would turn a
          // network failure into a server error, so the client gets no answer either.
          if (viaPrism && isNoAnswer(answer.headers['content-type'], answer.body)) {
            res.socket?.destroy();
            return;
          }
          // Prism refused to pass the request on (a GET with a body, say): when it only observes
          // (no --errors), the mock answers it, as it would without Prism.
          if (options.observe && viaPrism && !mockAnswer && isPrismError(answer.body)) {
            return forward(mockUrl, req, body).then((direct) => reply(res, direct));
          }
          // The mock's own bytes when the front was Prism's upstream and Prism let them through
          // (Prism decodes every answer as text: a binary file would reach the client altered).
          reply(res, mockAnswer && !isPrismError(answer.body) ? mockAnswer : answer);
        })
        .catch(() => {
          // No answer from the mock: Prism gets none either (and tells the front so, above).
          if (fromPrism) {
            res.socket?.destroy();
            return;
          }
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ code: 502, msg: 'The contract front could not reach the API' }));
        });
    });
  });
  return new Promise((resolve) => {
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${options.port}`,
        violations: () => count,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
