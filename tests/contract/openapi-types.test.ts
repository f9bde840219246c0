/**
 * Types agree: openapi-typescript turns the document into TypeScript, and a small typed client
 * over those generated types type-checks (the TypeScript compiler) against the site's own client
 * and answer types, for every described operation: its successful answer (the 200 answer less
 * the refusal) is the site's answer type of that endpoint both ways (one way where the site types
 * the answer as the bare envelope, reading nothing else), and what the site's `callApi` lets
 * it send (where the entry types its request) is a query or JSON body the document takes. The same check over a document whose field was
 * deliberately broken fails, at that operation.
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import ts from 'typescript';
import { VENDOR_ENDPOINTS, type Endpoint } from '@/contract/endpoints';
import { OPERATIONS } from '@/contract/schemas/index';
import type { Operation } from '@/contract/schemas/operation';
import {
  brokenDocument,
  documentValue,
  ROOT,
  runBin,
  tempDir,
  writeJson,
  type Json,
} from '../../scripts/lib/openapi/document-tools';

jest.setTimeout(180_000);

interface Described {
  folder: string;
  key: string;
  operationId: string;
  endpoint: Endpoint;
}

function described(): Described[] {
  return Object.entries(VENDOR_ENDPOINTS).flatMap(([folder, endpoints]) => {
    const operations: Readonly<Record<string, Operation>> | undefined =
      OPERATIONS[folder as keyof typeof OPERATIONS];
    return Object.entries(endpoints as Record<string, Endpoint>)
      .filter(([key]) => operations?.[key])
      .map(([key, endpoint]) => ({ folder, key, operationId: `${folder}_${key}`, endpoint }));
  });
}

const src = (file: string) => JSON.stringify(path.join(ROOT, 'src', file));

/** The typed client over the generated types and, per operation, its checks. */
function fixture(generated: string, operations: readonly Described[]): string {
  const lines = [
    `import type { components, operations } from './${generated}';`,
    `import type { AnswerOf, CallOptions } from ${src('lib/api-client')};`,
    `import type { VENDOR_ENDPOINTS } from ${src('contract/endpoints')};`,
    `import type { Envelope } from ${src('contract/api-types')};`,
    `import type { Query } from ${src('contract/vendor-endpoints/endpoint')};`,
    '',
    'type Endpoints = typeof VENDOR_ENDPOINTS;',
    'type Ops = operations;',
    "type Answer<Op> = Op extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;",
    "type Refusal = components['schemas']['Refusal'];",
    '/** The answer less the refusal (whose shape a bare envelope shares: then the answer itself). */',
    'type NotRefusal<A> = A extends unknown ? (Refusal extends A ? never : A) : never;',
    'type Success<Op> = [NotRefusal<Answer<Op>>] extends [never] ? Answer<Op> : NotRefusal<Answer<Op>>;',
    'type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? Q : never;',
    '/** Where the site reads nothing but the envelope (its type the bare Envelope), no way back. */',
    'type Back<Site, Generated> = Envelope extends Site ? Site : Generated;',
    "type BodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;",
    '/** What the site may send: the query of a GET, the body of a POST, as its call options type it. */',
    'type SiteSent<O> = O extends { body?: infer B } ? NonNullable<B> : O extends { query?: infer Q } ? NonNullable<Q> : never;',
    '/** Where the site types no request (the loose default query or object), no check. */',
    'type Sendable<Site, Generated> = Query extends Site ? Site : object extends Site ? Site : Generated;',
    '',
    '/** The typed client over the generated types: an operation and its request in, its success out. */',
    'declare function call<Id extends keyof Ops>(',
    '  id: Id,',
    '  request: { query?: QueryOf<Ops[Id]>; body?: BodyOf<Ops[Id]> },',
    '): Promise<Success<Ops[Id]>>;',
    '',
  ];
  for (const { folder, key, operationId, endpoint } of operations) {
    const entry = `Endpoints[${JSON.stringify(folder)}][${JSON.stringify(key)}]`;
    const op = `Ops[${JSON.stringify(operationId)}]`;
    lines.push(
      `// ${operationId}: ${endpoint.method} ${endpoint.path}`,
      `export async function ${operationId}(site: AnswerOf<${entry}>, query: QueryOf<${op}>, body: BodyOf<${op}>, siteSent: SiteSent<CallOptions<${entry}>>) {`,
      `  const answer: AnswerOf<${entry}> = await call(${JSON.stringify(operationId)}, { query, body });`,
      `  const back: Back<AnswerOf<${entry}>, Success<${op}>> = site;`,
    );
    // What the site sends must be what the document takes (the document may take more).
    if (endpoint.method === 'GET') {
      lines.push(`  const sent: Sendable<typeof siteSent, QueryOf<${op}>> = siteSent;`);
    } else if (endpoint.method === 'POST') {
      lines.push(`  const sent: Sendable<typeof siteSent, BodyOf<${op}>> = siteSent;`);
    } else lines.push('  const sent = undefined;');
    lines.push('  return [answer, back, sent];', '}', '');
  }
  return lines.join('\n');
}

/** The compiler's errors in each fixture, as `file:line message` (the project's options). */
function typeErrors(files: readonly string[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const options = {
    ...config.options,
    incremental: false,
    tsBuildInfoFile: undefined,
    noEmit: true,
  };
  const program = ts.createProgram(files, options);
  const errors = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? '(options)';
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : 0;
    const text = `${path.basename(file)}:${line} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    const found = errors.get(file);
    if (found) found.push(text);
    else errors.set(file, [...(errors.get('(others)') ?? []), text]);
  }
  return errors;
}

function withoutExamples(document: Json): Json {
  return JSON.parse(
    JSON.stringify(document, (key, value: unknown) => (key === 'example' ? undefined : value)),
  ) as Json;
}

function generate(dir: string, name: string, document: Json): void {
  const input = writeJson(path.join(dir, `${name}.json`), document);
  const result = runBin('openapi-typescript', [input, '-o', path.join(dir, `${name}.d.ts`)]);
  if (result.status !== 0) throw new Error(`openapi-typescript failed: ${result.stderr}`);
}

describe('the types generated from the document (openapi-typescript)', () => {
  let temp: ReturnType<typeof tempDir>;
  let errors: Map<string, string[]>;
  let good: string;
  let broken: string;
  const operations = described();
  const { document: brokenValue, operation: brokenOperation } = brokenDocument();

  beforeAll(() => {
    temp = tempDir('openapi-types');
    generate(temp.dir, 'good-api', documentValue());
    // Without its examples, which the generator's own lint would refuse first: the type check
    // must find the broken field by itself.
    generate(temp.dir, 'broken-api', withoutExamples(brokenValue));
    good = path.join(temp.dir, 'good.ts');
    broken = path.join(temp.dir, 'broken.ts');
    writeFileSync(good, fixture('good-api', operations));
    writeFileSync(broken, fixture('broken-api', operations));
    errors = typeErrors([good, broken]);
  });
  afterAll(() => temp.remove());

  it('describe every operation as the site types its answer and its request', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(errors.get(good)).toEqual([]);
    expect(errors.get('(others)') ?? []).toEqual([]);
  });

  it('disagree with the site when one field of the document was deliberately broken', () => {
    const found = errors.get(broken) ?? [];
    expect(found.length).toBeGreaterThan(0);
    const source = ts.sys.readFile(broken) ?? '';
    const firstLine = source
      .split('\n')
      .findIndex((line) => line.startsWith(`// ${brokenOperation.operationId}:`));
    // The errors are in that operation's checks, and name the field.
    expect(found.join('\n')).toMatch(/msg/);
    expect(found[0]).toMatch(
      new RegExp(`^broken\\.ts:(${firstLine + 2}|${firstLine + 3}|${firstLine + 4}) `),
    );
  });
});
