/**
 * `GET /openapi.json` and `/openapi.yaml`: the vendor API's OpenAPI document, its `servers`
 * naming this mock; and the console's interactive reference of it (`/mock/reference`, a dev
 * route: see reference-page.ts).
 */
import path from 'node:path';
import type { Response } from 'express';
import { documentJson, documentYaml } from '../../src/contract/schemas/serialize';
import { buildConsole } from '../console/bundle';
import type { RouteDef } from '../routes/types';
import {
  REFERENCE_CSP,
  REFERENCE_PATH,
  REFERENCE_SCRIPT_PATH,
  referencePage,
  SWAGGER_ASSETS,
} from './reference-page';
import { ownUrl, servedDocument } from './served-document';

export const DOCUMENT_PATHS = { json: '/openapi.json', yaml: '/openapi.yaml' } as const;

const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const REFERENCE_ENTRY = path.join(__dirname, 'reference-app.ts');

let script: Promise<string> | null = null;

/** The page's script, bundled once; a failed build is tried again on the next request. */
function referenceScript(): Promise<string> {
  script ??= buildConsole(REFERENCE_ENTRY).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

function sendText(res: Response, type: string, text: string): Record<string, never> {
  res
    .status(200)
    .type(type)
    .set('Cache-Control', 'no-cache')
    .set('X-Content-Type-Options', 'nosniff')
    .send(text);
  return {};
}

function swaggerAsset(route: string, file: string, summary: string): RouteDef {
  return {
    method: 'GET',
    path: route,
    summary,
    // Answered once the file is sent (the server would otherwise add an envelope).
    handler: ({ res }) =>
      new Promise((resolve, reject) => {
        res.set('X-Content-Type-Options', 'nosniff');
        res.sendFile(path.join(SWAGGER_DIR, file), { maxAge: '1h' }, (error) =>
          error ? reject(error) : resolve({}),
        );
      }),
  };
}

export const openApiRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: DOCUMENT_PATHS.json,
    summary: "The vendor API's OpenAPI 3.1 document (JSON), its server this mock",
    handler: ({ req, res }) =>
      sendText(res, 'application/json', documentJson(servedDocument(ownUrl(req)))),
  },
  {
    method: 'GET',
    path: DOCUMENT_PATHS.yaml,
    summary: "The vendor API's OpenAPI 3.1 document (YAML), its server this mock",
    handler: ({ req, res }) =>
      sendText(res, 'application/yaml', documentYaml(servedDocument(ownUrl(req)))),
  },
  {
    method: 'GET',
    path: REFERENCE_PATH,
    summary: "The API's interactive reference (Swagger UI), signing the demo customer in",
    handler: ({ res, ctx }) => {
      res.set('Content-Security-Policy', REFERENCE_CSP).set('Referrer-Policy', 'same-origin');
      return sendText(res, 'html', referencePage(DOCUMENT_PATHS.json, ctx.demoAccount));
    },
  },
  {
    method: 'GET',
    path: REFERENCE_SCRIPT_PATH,
    summary: "The reference page's script",
    handler: async ({ res }) => sendText(res, 'application/javascript', await referenceScript()),
  },
  swaggerAsset(SWAGGER_ASSETS.script, 'swagger-ui-bundle.js', "Swagger UI's script"),
  swaggerAsset(SWAGGER_ASSETS.styles, 'swagger-ui.css', "Swagger UI's styles"),
];
