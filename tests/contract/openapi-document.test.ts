/**
 * The OpenAPI document is generated from the operations (src/contract/schemas/): the committed
 * copy must be what they generate, and each operation must describe its endpoint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { VENDOR_ENDPOINTS, type Endpoint } from '@/contract/endpoints';
import { openApiDocument } from '@/contract/schemas/document';
import { OPERATIONS } from '@/contract/schemas/index';
import type { Operation } from '@/contract/schemas/operation';
import { documentJson } from '@/contract/schemas/serialize';

const COMMITTED = path.join(__dirname, '..', '..', 'docs', 'openapi.json');

describe('the OpenAPI document', () => {
  const document = openApiDocument();

  it('is the committed docs/openapi.json (run `npm run openapi` after changing a schema)', () => {
    expect(fs.readFileSync(COMMITTED, 'utf8')).toBe(documentJson(document));
  });

  it('names each described endpoint once, with its method and path', () => {
    for (const [folder, endpoints] of Object.entries(VENDOR_ENDPOINTS)) {
      const described: Readonly<Record<string, Operation>> | undefined =
        OPERATIONS[folder as keyof typeof OPERATIONS];
      if (!described) continue;
      for (const [key, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
        const path = endpoint.path.startsWith('/') ? endpoint.path : `/${endpoint.path}`;
        const item = document.paths?.[path] as Record<string, { operationId?: string }> | undefined;
        expect(item?.[endpoint.method.toLowerCase()]?.operationId).toBe(`${folder}_${key}`);
      }
    }
  });

  it('gives every operation a successful example that its own response schema accepts', () => {
    const folders: (Readonly<Record<string, Operation>> | undefined)[] = Object.values(OPERATIONS);
    for (const described of folders) {
      for (const operation of Object.values(described ?? {})) {
        expect(operation.response.safeParse(operation.example.response).error).toBeUndefined();
        if (operation.example.body) {
          expect(operation.body?.safeParse(operation.example.body).error).toBeUndefined();
        }
      }
    }
  });
});
