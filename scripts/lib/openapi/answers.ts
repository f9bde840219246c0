/**
 * Checks answers against the document with a JSON Schema validator nobody here wrote (Ajv, JSON
 * Schema 2020-12, which OpenAPI 3.1 uses): an HTTP 200 answer against the operation's 200
 * schema, any other against the document's failure response.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Json, OperationRef } from './document-tools';

const DOCUMENT_ID = 'openapi.json';

/** A JSON pointer's token (RFC 6901). */
const token = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

export interface AnswerCheck {
  /** The first violation of the answer, or null when the document allows it. */
  violation(operation: OperationRef, status: number, body: unknown): string | null;
}

export function answerValidator(document: Json): AnswerCheck {
  // Not strict: the document's own keywords (example, description) sit beside the schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };
  /** An operation answering a page (text/html) for 200: its body is not JSON to check. */
  const answersPage = (operation: OperationRef): boolean => {
    const paths = document.paths as Record<string, Record<string, Json>> | undefined;
    const responses = paths?.[operation.path]?.[operation.method]?.responses as
      Record<string, { content?: Record<string, unknown> }> | undefined;
    const content = responses?.['200']?.content ?? {};
    return 'text/html' in content && !('application/json' in content);
  };
  return {
    violation(operation, status, body) {
      if (status === 200 && answersPage(operation)) return null;
      const pointer =
        status === 200
          ? `/paths/${token(operation.path)}/${operation.method}/responses/200/content/${token('application/json')}/schema`
          : `/components/schemas/Refusal`;
      const validate = validator(pointer);
      if (validate(body)) return null;
      const [error] = validate.errors ?? [];
      return `${operation.method.toUpperCase()} ${operation.path} answered HTTP ${status} ${JSON.stringify(body).slice(0, 300)}: ${error?.instancePath || '/'} ${error?.message ?? 'invalid'}`;
    },
  };
}
