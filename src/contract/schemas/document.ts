/**
 * The OpenAPI 3.1 document of the vendor's API, generated from the operations (./index.ts) and
 * the endpoint registry (../endpoints.ts). `npm run openapi` writes it to docs/openapi.json;
 * the mock serves it; tests check that the committed file is current.
 */
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import { PREVIEW_HEADER } from '../cms-signing';
import { VENDOR_ENDPOINTS, type Endpoint } from '../endpoints';
import { BUSINESS_CODES, TOKEN_CODES } from './codes';
import { OPERATIONS } from './index';
import { msgField, type Operation } from './operation';

export const OPENAPI_INFO = {
  title: 'Diagnostic tools vendor API',
  version: '1.0.0',
  license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  description: [
    'The API the site and the customer portal read: catalogue, content, support, partnership',
    'forms and the customer’s after-sales records. Every answer is an envelope',
    '`{code, msg, ...fields}`; business outcomes, refusals included, answer HTTP 200 with the',
    'outcome in `code` (see the `BusinessCode` schema). The offline mock serves this document',
    'at `/openapi.json` and `/openapi.yaml`.',
  ].join(' '),
} as const;

const businessCode = z
  .number()
  .int()
  .meta({
    id: 'BusinessCode',
    description: Object.entries(BUSINESS_CODES)
      .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
      .join('\n'),
  });

/**
 * A refusal: only `code` and `msg`, and never code 200 (JSON Schema's `not`, so that a success
 * answer missing its named fields does not pass for a refusal).
 */
const refusal = z
  .object({
    code: businessCode,
    msg: msgField,
  })
  .meta({
    id: 'Refusal',
    description: 'A business refusal: no named fields.',
    not: { required: ['code'], properties: { code: { const: 200 } } },
  });

/**
 * The editor's preview (the CMS stand-in, a mock extension): a GET carrying the preview
 * credential reads the drafts. Every GET operation lists it; the mock honours it in both modes,
 * as strict mode keeps the CMS stand-in's dev routes (mock-api/routes/strict.ts).
 */
export const PREVIEW_PARAMETER = 'PreviewCredential';
const previewParameter = {
  name: PREVIEW_HEADER,
  in: 'header',
  required: false,
  description:
    'The mock’s, not the vendor’s: the preview credential the site derives from the secret ' +
    'it shares with the CMS stand-in. With it, the answer shows the editor’s unpublished ' +
    'drafts; without it (or with a wrong one), the published records.',
  schema: { type: 'string' },
  'x-mock-extension': {
    field: PREVIEW_HEADER,
    does:
      'Reads the CMS stand-in’s drafts (the editor’s preview). Kept in strict mode, as the ' +
      'stand-in’s dev routes are: it is the editor’s tool, not part of the vendor’s API.',
  },
} as const;

/**
 * The mock's default mode answers a record with all of its columns, the ones the site does not
 * read included; strict mode answers only the fields a response describes. Every JSON answer
 * says so, as the mock's other extensions are listed where they apply.
 */
export const UNDESCRIBED_ANSWER_FIELDS = {
  field: '(fields of the answer not described here)',
  does:
    'The mock’s default mode may answer a record with more of its columns than described ' +
    'here; strict mode answers only the described fields, as the vendor is documented to.',
} as const;

/** Public operations say so (an empty list), the others name the token scheme. */
function securityOf(operation: Operation): NonNullable<ZodOpenApiOperationObject['security']> {
  if (operation.auth === 'required') return [{ token: [] }];
  if (operation.auth === 'optional') return [{ token: [] }, {}];
  return [];
}

/** A folder's tag: its path, and what its endpoints are (their names). */
function folderTag(tag: string, keys: readonly string[]): { name: string; description: string } {
  const names = keys.map((key) => `\`${key}\``).join(', ');
  return { name: tag, description: `The endpoints under \`${tag}/\`: ${names}.` };
}

/** `buy.businessAll` → `buy_businessAll`. */
function operationId(folder: string, key: string): string {
  return `${folder}_${key}`;
}

/** The folder's name as a tag, e.g. `/api/buy`. */
function tagOf(endpoint: Endpoint): string {
  return endpoint.path.slice(0, endpoint.path.lastIndexOf('/'));
}

function codesOf(operation: Operation): number[] {
  const codes = [...(operation.codes ?? [])];
  if (operation.auth === 'required') codes.push(...TOKEN_CODES);
  return [...new Set(codes)].sort((a, b) => a - b);
}

function describeCodes(codes: readonly number[]): string {
  if (codes.length === 0) return 'Success.';
  return ['Success, or a refusal with one of these codes:']
    .concat(
      codes.map(
        (code) => `- \`${code}\`: ${BUSINESS_CODES[code as keyof typeof BUSINESS_CODES] ?? ''}`,
      ),
    )
    .join('\n');
}

function toOperation(
  folder: string,
  key: string,
  endpoint: Endpoint,
  operation: Operation,
): ZodOpenApiOperationObject {
  const codes = codesOf(operation);
  const answer = codes.length > 0 ? z.union([operation.response, refusal]) : operation.response;
  const described: ZodOpenApiOperationObject = {
    operationId: operationId(folder, key),
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [tagOf(endpoint)],
    security: securityOf(operation),
    ...(operation.query ? { requestParams: { query: operation.query } } : {}),
    ...(endpoint.method === 'GET'
      ? { parameters: [{ $ref: `#/components/parameters/${PREVIEW_PARAMETER}` }] }
      : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              [operation.bodyMedia ?? 'application/json']: {
                schema: operation.body,
                ...(operation.example.body ? { example: operation.example.body } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      '200': operation.page
        ? {
            description: operation.page.description,
            content: { 'text/html': { schema: z.string(), example: operation.page.example } },
          }
        : {
            description: describeCodes(codes),
            content: {
              'application/json': { schema: answer, example: operation.example.response },
            },
            'x-mock-extension': UNDESCRIBED_ANSWER_FIELDS,
          },
      // The mock (Express) answers a GET carrying the ETag of the answer the client holds
      // with an empty 304, which browsers then read from their cache.
      ...(endpoint.method === 'GET'
        ? { '304': { $ref: '#/components/responses/NotModified' } }
        : {}),
      '4XX': { $ref: '#/components/responses/Failure' },
      default: { $ref: '#/components/responses/Failure' },
    },
  };
  if (operation.mockExtensions?.length) {
    described['x-mock-extension'] = operation.mockExtensions;
  }
  return described;
}

/** The document, from the operations described so far. */
export type OpenApiDocument = ReturnType<typeof createDocument>;

export function openApiDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  const tags = new Map<string, string[]>();
  const folders = Object.entries(VENDOR_ENDPOINTS) as [string, Record<string, Endpoint>][];
  for (const [folder, endpoints] of folders) {
    const described: Readonly<Record<string, Operation>> | undefined =
      OPERATIONS[folder as keyof typeof OPERATIONS];
    if (!described) continue;
    for (const [key, endpoint] of Object.entries(endpoints)) {
      const operation = described[key];
      if (!operation) continue;
      const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const path = endpoint.path.startsWith('/') ? endpoint.path : `/${endpoint.path}`;
      paths[path] = { ...paths[path], [method]: toOperation(folder, key, endpoint, operation) };
      const tag = tagOf(endpoint);
      tags.set(tag, [...(tags.get(tag) ?? []), path.slice(tag.length + 1)]);
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: { ...OPENAPI_INFO },
    servers: [{ url: 'http://localhost:4000', description: 'The offline mock (npm start)' }],
    tags: [...tags].map(([tag, names]) => folderTag(tag, [...new Set(names)])),
    paths,
    components: {
      schemas: { BusinessCode: businessCode },
      parameters: { [PREVIEW_PARAMETER]: previewParameter },
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'The token `check_login` answers, sent raw (no `Bearer`). Missing, malformed, ' +
            'unknown, expired or revoked tokens answer codes 10001-10008.',
        },
      },
      responses: {
        NotModified: {
          description:
            'Not modified: the answer the client holds (its `If-None-Match` ETag) is current; ' +
            'no body.',
        },
        Failure: {
          description:
            'A transport-level failure, not a business outcome: malformed JSON (400), unknown ' +
            'route (404), body too large (413), too many writes (429) or an internal error ' +
            '(500). Same envelope.',
          content: { 'application/json': { schema: refusal } },
        },
      },
    },
  });
}
