/**
 * How one documented endpoint is described: the runtime schemas of what it takes and answers,
 * from which the OpenAPI document is generated (./document.ts) and the payload types inferred
 * (`z.infer`, imported as types only, so the site's bundles never carry zod).
 *
 * Only scripts, tests and the mock import the schemas themselves.
 */
import { z } from 'zod';
import type { Envelope } from '../api-types';
import type { Endpoint } from '../vendor-endpoints/endpoint';

/** `code` of an answer: 200 is success (0 for the coverage proxy); ./codes.ts lists the rest. */
export const codeField = z.number().int().meta({
  description: 'The outcome: 200 on success, otherwise one of the business codes.',
});

export const msgField = z.string().meta({ description: 'A message the site may show as is.' });

/** Every answer: `code` and `msg` beside the named fields. */
export function envelope<S extends z.ZodRawShape>(fields: S) {
  return z.object({ code: codeField, msg: msgField, ...fields });
}

/**
 * An envelope whose fields' names are built (`<stem>_find`...): their precise type is given by
 * the folder's answer type, which the contract tests check the answers against.
 */
export function namedEnvelope(fields: z.ZodRawShape): z.ZodType<Envelope> {
  return envelope(fields) as z.ZodType as z.ZodType<Envelope>;
}

/** A successful answer's example with built field names (see namedEnvelope). */
export function answered(msg: string, fields: Readonly<Record<string, unknown>> = {}): Envelope {
  return { code: 200, msg, ...fields };
}

/** The bare envelope, for endpoints whose answer the site reads nothing else from. */
export const bareEnvelope = envelope({});

/** Paging of the lists that take `page` (the answer's `page`). */
export const apiPage = z
  .object({
    currentPage: z.number().int().meta({ description: 'The page answered, from 1.' }),
    total: z.number().int().meta({ description: 'How many records in all.' }),
    listRows: z.number().int().meta({ description: 'Records per page.' }),
  })
  .meta({ id: 'ApiPage' });

/** One behaviour of the mock the vendor's API does not have (strict mode turns it off). */
export interface MockExtension {
  /** A query parameter or body field name, or `*` for the endpoint as a whole. */
  readonly field: string;
  readonly does: string;
  /**
   * The field itself is documented; only what the mock also accepts in it is its own, so
   * strict mode still reads it. Otherwise strict mode drops the field.
   */
  readonly documentedField?: true;
}

/** The fields strict mode drops from a request: the extensions the vendor does not document. */
export function undocumentedFields(operation: Operation): Set<string> {
  return new Set(
    (operation.mockExtensions ?? [])
      .filter((extension) => !extension.documentedField)
      .map(({ field }) => field),
  );
}

export interface Operation<Res extends Envelope = Envelope> {
  readonly summary: string;
  readonly description?: string;
  /**
   * `required`: answers a token code (10001-10008) without a valid `Authorization` token;
   * `optional`: reads the token when one is sent.
   */
  readonly auth?: 'required' | 'optional';
  /** The query parameters (GET), as documented. Query text is read as the schema's types. */
  readonly query?: z.ZodObject;
  /** The body (POST), as documented. */
  readonly body?: z.ZodObject;
  /** How the body is sent: JSON unless it carries files. */
  readonly bodyMedia?: 'application/json' | 'multipart/form-data';
  /** The successful answer. Its output must fit the endpoint's answer type. */
  readonly response: z.ZodType<Res>;
  /** Business codes this endpoint answers besides success, with the token codes when `auth`. */
  readonly codes?: readonly number[];
  /** A realistic call and answer (from the fixtures' demo data). */
  readonly example: {
    readonly query?: Readonly<Record<string, string | number>>;
    readonly body?: Readonly<Record<string, unknown>>;
    readonly response: Res;
  };
  readonly mockExtensions?: readonly MockExtension[];
  /**
   * For an endpoint the browser navigates to: it answers an HTML page, not the envelope
   * (`response` then stands for its failures' envelope only). The document shows the page.
   */
  readonly page?: { readonly description: string; readonly example: string };
}

/** The operations of one folder of endpoints: one per entry, each fitting its answer type. */
export type OperationsOf<E extends Readonly<Record<string, Endpoint>>> = {
  readonly [K in keyof E]: E[K] extends Endpoint<infer Res> ? Operation<Res> : never;
};

/**
 * A folder's operations, keeping each one's precise types: ./index.ts checks them against the
 * folder's endpoints (OperationsOf), so a folder's schemas never import its endpoints (the
 * endpoints' answer types are inferred from the schemas).
 */
export function operations<T extends Readonly<Record<string, Operation>>>(described: T): T {
  return described;
}
