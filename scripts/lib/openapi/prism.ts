/**
 * Prism's validation proxy (`@stoplight/prism-cli proxy --errors`, from the npm registry) in
 * front of a mock: requests sent through it, and what it says they or their answers violate
 * (its `sl-violations` header, or the error it answers instead under --errors).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import fc from 'fast-check';
import path from 'node:path';
import { VENDOR_ENDPOINTS, type Endpoint } from '../../../src/contract/endpoints';
import { OPERATIONS } from '../../../src/contract/schemas/index';
import type { Operation } from '../../../src/contract/schemas/operation';
import { operationsOf, ROOT, type Json } from './document-tools';
import { requestArbitrary, type GeneratedRequest } from './requests';

/** The start of the `type` of every problem answer Prism makes. */
export const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

export interface PrismProxy {
  url: string;
  stop(): Promise<void>;
}

/** Starts the proxy; resolves once it listens (it prints so). */
export function startPrism(options: {
  documentFile: string;
  upstream: string;
  port: number;
  onLine?: (line: string) => void;
  /**
   * false: forward what the document does not allow too, and say so only in the `sl-violations`
   * header (the client sees the mock's own answer). Default true: `--errors`.
   */
  errors?: boolean;
}): Promise<PrismProxy> {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'prism');
  const args = ['proxy', options.documentFile, options.upstream];
  if (options.errors !== false) args.push('--errors');
  args.push('-p', String(options.port), '-h', '127.0.0.1', '--verboseLevel', 'warn');
  // Prism prints "listening" at info level only: the start is told by the port accepting.
  const child: ChildProcess = spawn(bin, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) options.onLine?.(line);
  };
  child.stdout?.on('data', lines);
  child.stderr?.on('data', lines);
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (child.exitCode !== null) {
        reject(new Error(`prism exited with code ${child.exitCode}`));
        return;
      }
      const socket = connect(options.port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve({ url, stop });
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > 60_000) {
          void stop();
          reject(new Error('prism did not listen within 60 s'));
        } else setTimeout(poll, 250);
      });
    };
    poll();
  });
}

interface Violation {
  location?: string[];
  message?: string;
}

/** At most a few of Prism's violations, each `where: what`, and how many in all. */
function summary(list: readonly Violation[]): string {
  const shown = list
    .slice(0, 3)
    .map((violation) => `${(violation.location ?? []).join('.')}: ${violation.message ?? ''}`);
  return list.length > 3 ? `${shown.join('; ')}; and ${list.length - 3} more` : shown.join('; ');
}

/** The header's list ("Too many violations! [...]" when Prism cut it short). */
function headerList(header: string): Violation[] {
  const start = header.indexOf('[');
  try {
    return JSON.parse(header.slice(start)) as Violation[];
  } catch {
    return [{ message: header.slice(0, 500) }];
  }
}

/**
 * The violations Prism reports for one exchange (none: an empty list): the error it answered
 * under --errors (a 422 for the request, a 500 for the answer), else its `sl-violations` header.
 */
export function violationsOf(status: number, header: string | null, body: unknown): string[] {
  const error = body as { type?: unknown; title?: unknown; detail?: unknown; validation?: unknown };
  if (typeof error?.type === 'string' && error.type.startsWith(PRISM_ERRORS)) {
    const list = Array.isArray(error.validation) ? (error.validation as Violation[]) : [];
    return [
      `HTTP ${status} ${String(error.title)}: ${list.length ? summary(list) : String(error.detail)}`,
    ];
  }
  return header ? [`sl-violations: ${summary(headerList(header))}`] : [];
}

/** One request of the set: an operation's example, or one generated from its schemas. */
export interface ContractRequest {
  label: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
  media?: string;
  auth: boolean;
  /** More request headers (a conditional GET's If-None-Match, say). */
  headers?: Record<string, string>;
}

/** Every described operation's own example (the request its document shows). */
export function exampleRequests(): ContractRequest[] {
  return Object.entries(VENDOR_ENDPOINTS).flatMap(([folder, endpoints]) => {
    const described: Readonly<Record<string, Operation>> | undefined =
      OPERATIONS[folder as keyof typeof OPERATIONS];
    return Object.entries(endpoints as Record<string, Endpoint>).flatMap(([key, endpoint]) => {
      const operation = described?.[key];
      if (!operation) return [];
      const query = Object.fromEntries(
        Object.entries(operation.example.query ?? {}).map(([name, value]) => [name, String(value)]),
      );
      return [
        {
          label: `${folder}_${key} (its example)`,
          method: endpoint.method,
          path: endpoint.path,
          query,
          ...(operation.example.body
            ? { body: { ...operation.example.body }, media: operation.bodyMedia }
            : {}),
          auth: operation.auth !== undefined,
        },
      ];
    });
  });
}

/** `runs` requests generated from the document's schemas, all within what it allows. */
export function generatedRequests(document: Json, runs: number, seed: number): ContractRequest[] {
  const operations = operationsOf(document);
  if (operations.length === 0 || runs <= 0) return [];
  const arbitrary = fc.oneof(
    ...operations.map((operation) => requestArbitrary(document, operation, { wrong: false })),
  );
  return fc.sample(arbitrary, { numRuns: runs, seed }).map((request: GeneratedRequest) => ({
    label: `${request.operation.operationId} (generated)`,
    method: request.operation.method.toUpperCase(),
    path: request.operation.path,
    query: request.query,
    ...(request.body ? { body: request.body, media: request.media } : {}),
    auth: request.token === 'demo',
  }));
}

function encodeBody(request: ContractRequest): { body?: BodyInit; type?: string } {
  if (!request.body) return {};
  if (request.media === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.body)) {
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value ?? ''));
    }
    return { body: form };
  }
  return { body: JSON.stringify(request.body), type: 'application/json' };
}

/** Sends one request through the proxy; its violations, labelled. */
export async function sendThrough(
  proxyUrl: string,
  request: ContractRequest,
  token: string | null,
): Promise<string[]> {
  const search = new URLSearchParams(request.query).toString();
  const url = `${proxyUrl}${request.path}${search ? `?${search}` : ''}`;
  const { body, type } = encodeBody(request);
  const headers: Record<string, string> = { ...request.headers };
  if (type) headers['Content-Type'] = type;
  if (request.auth && token) headers.Authorization = token;
  const res = await fetch(url, { method: request.method, headers, body });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const found = violationsOf(res.status, res.headers.get('sl-violations'), parsed);
  if (res.status >= 500 && found.length === 0)
    found.push(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  return found.map((violation) => `${request.label} ${request.method} ${url}: ${violation}`);
}

/** Sends the set in order (a write's effect may be the next request's data). */
export async function sendAll(
  proxyUrl: string,
  requests: readonly ContractRequest[],
  token: string | null,
): Promise<string[]> {
  const violations: string[] = [];
  for (const request of requests) violations.push(...(await sendThrough(proxyUrl, request, token)));
  return violations;
}
