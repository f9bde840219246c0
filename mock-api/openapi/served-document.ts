/**
 * The OpenAPI document as the mock serves it: generated once from the contract's schemas
 * (src/contract/schemas/document.ts, the same source as docs/openapi.json), with `servers`
 * naming the mock itself as the client reached it.
 */
import type { Request } from 'express';
import { openApiDocument, type OpenApiDocument } from '../../src/contract/schemas/document';

let generated: OpenApiDocument | null = null;

/** The address the client used to reach the mock (its Host header), without a trailing slash. */
export function ownUrl(req: Request): string {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : 'http://localhost:4000';
}

export function servedDocument(serverUrl: string): OpenApiDocument {
  generated ??= openApiDocument();
  return { ...generated, servers: [{ url: serverUrl, description: 'This mock API' }] };
}
