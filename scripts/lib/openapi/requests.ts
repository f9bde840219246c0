/**
 * Requests generated from the document's own schemas (fast-check arbitraries built from the
 * parameters' and bodies' JSON Schemas): mostly valid values, within the documented types,
 * lengths, patterns and enums, and now and then a wrong one, so that both the answers and the
 * refusals of every operation are reached.
 */
import fc from 'fast-check';
import type { Json, OperationRef } from './document-tools';

export interface GeneratedRequest {
  operation: OperationRef;
  query: Record<string, string>;
  /** A JSON body, or form fields for a multipart one. */
  body?: Record<string, unknown>;
  media?: string;
  /** `demo`: the signed-in demo customer's token; `junk`: a malformed one. */
  token: 'demo' | 'none' | 'junk';
}

type Schema = Json & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

const INT32 = 2 ** 31 - 1;

/** A value of the wrong kind for most fields. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.constant(''),
  fc.constant(null),
  fc.boolean(),
  fc.constant(-1),
  fc.string({ minLength: 300, maxLength: 400 }),
);

function resolve(document: Json, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const found = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
  return resolve(document, found as Schema);
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 60);
  if (schema.format === 'email') {
    return fc.emailAddress().filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(
    schema.minimum ?? -INT32,
    -INT32,
    (schema.exclusiveMinimum ?? -Infinity) + 1,
  );
  const max = Math.min(schema.maximum ?? INT32, INT32, (schema.exclusiveMaximum ?? Infinity) - 1);
  if (integer) {
    // Small ids most of the time: they name records of the fixtures.
    const small = fc.integer({ min: Math.max(min, 0), max: Math.min(max, 40) });
    const any = fc.integer({ min, max });
    return min <= 40 && max >= 0 ? fc.oneof({ weight: 3, arbitrary: small }, any) : any;
  }
  return fc.double({ min, max, noNaN: true });
}

/** An arbitrary of the values a JSON Schema allows (within what fast-check can make). */
export function valueArbitrary(
  document: Json,
  given: Schema,
  depth = 0,
  wrong = true,
): fc.Arbitrary<unknown> {
  const schema = resolve(document, given);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches)
    return fc.oneof(...branches.map((branch) => valueArbitrary(document, branch, depth, wrong)));
  if (schema.allOf?.length === 1) return valueArbitrary(document, schema.allOf[0], depth, wrong);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items =
        schema.items && depth < 3 ? valueArbitrary(document, schema.items, depth + 1, wrong) : junk;
      return fc.array(items, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    }
    case 'object':
      return objectArbitrary(document, schema, depth, wrong);
    default:
      return wrong ? junk : fc.string({ maxLength: 12 });
  }
}

/**
 * The documented fields: the required ones (almost) always, the others now and then; `wrong`:
 * one value in ten of a wrong kind and a required field missing now and then.
 */
function objectArbitrary(
  document: Json,
  schema: Schema,
  depth: number,
  wrong: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {});
  const entries = fields.map(([name, field]) => {
    const valid = depth < 4 ? valueArbitrary(document, field, depth + 1, wrong) : junk;
    const value = wrong
      ? fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: junk })
      : valid;
    const present =
      required.has(name) && !wrong
        ? fc.constant(true)
        : required.has(name)
          ? fc.oneof(
              { weight: 19, arbitrary: fc.constant(true) },
              { weight: 1, arbitrary: fc.constant(false) },
            )
          : fc.boolean();
    return fc.tuple(fc.constant(name), present, value);
  });
  return fc
    .tuple(...entries)
    .map((chosen) =>
      Object.fromEntries(
        chosen.filter(([, present]) => present).map(([name, , value]) => [name, value]),
      ),
    );
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Schema;
}

interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, unknown>[];
}

/** A query value as the query string carries it. */
function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Requests for one operation; `wrong: false`: only what the document allows, with the token. */
export function requestArbitrary(
  document: Json,
  operation: OperationRef,
  { wrong = true }: { wrong?: boolean } = {},
): fc.Arbitrary<GeneratedRequest> {
  const paths = document.paths as Record<string, Record<string, DocumentOperation>>;
  const described = paths[operation.path][operation.method];
  const query = objectArbitrary(
    document,
    {
      type: 'object',
      properties: Object.fromEntries(
        (described.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
      ),
      required: (described.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => p.name),
    },
    0,
    wrong,
  ).map((values) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, queryText(value)])),
  );
  const [media, content] = Object.entries(described.requestBody?.content ?? {})[0] ?? [];
  const body = content
    ? (valueArbitrary(document, content.schema, 0, wrong) as fc.Arbitrary<Record<string, unknown>>)
    : fc.constant(undefined);
  const secured = (described.security ?? []).some(
    (requirement) => Object.keys(requirement).length > 0,
  );
  const token: fc.Arbitrary<GeneratedRequest['token']> = !secured
    ? fc.constant('none' as const)
    : !wrong
      ? fc.constant('demo' as const)
      : fc.oneof(
          { weight: 8, arbitrary: fc.constant('demo' as const) },
          { weight: 1, arbitrary: fc.constant('none' as const) },
          { weight: 1, arbitrary: fc.constant('junk' as const) },
        );
  return fc.record({ query, body, token }).map((parts) => ({
    operation,
    query: parts.query,
    ...(parts.body !== undefined ? { body: parts.body, media } : {}),
    token: parts.token,
  }));
}
