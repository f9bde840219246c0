/**
 * The front of the e2e stack's contract mode (E2E_API_PROXY=prism, scripts/e2e-stack.ts): what
 * the site takes for the API. A request for a path the document describes goes through Prism's
 * validation proxy; anything else (pictures under /uploads/, a CORS preflight, a path not
 * described yet) goes straight to the mock. Every violation Prism reports is printed and
 * appended to a log, one JSON line each.
 */
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { violationsOf } from './prism';

export interface ContractFront {
  url: string;
  /** Violations so far. */
  violations(): number;
  close(): Promise<void>;
}

function forward(
  target: string,
  req: http.IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(req.url ?? '/', target);
    const out = http.request(
      url,
      { method: req.method, headers: { ...req.headers, host: url.host } },
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
  mockUrl: string;
  /** The document's paths (`/api/buy/business_all`...). */
  described: ReadonlySet<string>;
  logFile: string;
}): Promise<ContractFront> {
  let count = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const pathname = new URL(req.url ?? '/', 'http://front').pathname;
      const viaPrism = req.method !== 'OPTIONS' && options.described.has(pathname);
      forward(viaPrism ? options.prismUrl : options.mockUrl, req, Buffer.concat(chunks))
        .then((answer) => {
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
            for (const violation of found) {
              count += 1;
              const line = {
                at: new Date().toISOString(),
                method: req.method,
                url: req.url,
                violation,
              };
              appendFileSync(options.logFile, `${JSON.stringify(line)}\n`);
              console.error(`[contract] VIOLATION ${req.method} ${req.url}: ${violation}`);
            }
          }
          const headers = { ...answer.headers };
          delete headers['transfer-encoding'];
          headers['content-length'] = String(answer.body.length);
          res.writeHead(answer.status, headers);
          res.end(answer.body);
        })
        .catch(() => {
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
