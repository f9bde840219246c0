/**
 * What the tests of the outside tools share: the generated document as a plain JSON value, a
 * copy of it with one field's type deliberately broken (each check must refuse that copy), the
 * project's command-line tools and a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from '../../../src/contract/schemas/document';
import { documentJson } from '../../../src/contract/schemas/serialize';

export const ROOT = path.join(__dirname, '..', '..', '..');

/** A JSON value of the document (what the tools read). */
export type Json = Record<string, unknown>;

export interface OperationRef {
  path: string;
  method: string;
  operationId: string;
}

/** The document exactly as docs/openapi.json has it, as a plain value. */
export function documentValue(): Json {
  return JSON.parse(documentJson(openApiDocument())) as Json;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: Json): OperationRef[] {
  const paths = document.paths as Record<string, Record<string, { operationId: string }>>;
  return Object.entries(paths).flatMap(([at, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      path: at,
      method,
      operationId: operation.operationId,
    })),
  );
}

/** The schema of a successful answer (the first branch when a refusal is its other one). */
function successSchema(document: Json, operation: OperationRef): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const responses = paths[operation.path][operation.method].responses as Record<string, Json>;
  const content = responses['200'].content as Record<string, { schema: Json }>;
  const schema = content['application/json'].schema;
  return Array.isArray(schema.anyOf) ? (schema.anyOf[0] as Json) : schema;
}

/**
 * The document with one field's type deliberately changed: the first operation's successful
 * answer declares `msg` an integer (the mock, the example and the site's types say a string).
 */
export function brokenDocument(): { document: Json; operation: OperationRef } {
  const document = documentValue();
  const operation = operationsOf(document)[0];
  const properties = successSchema(document, operation).properties as Record<string, Json>;
  properties.msg = { type: 'integer' };
  return { document, operation };
}

/** A temporary folder, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function writeJson(file: string, value: unknown): string {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return file;
}

/** Runs a tool of node_modules/.bin from the project's root. */
export function runBin(
  name: string,
  args: readonly string[],
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', name), args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      NO_COLOR: '1',
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
