/**
 * Every route the mock serves: the API's (routes/index.ts), the dev routes, the console's
 * script and the OpenAPI document with its reference; the table below is the honest list of
 * implemented endpoints (the rest of the spec's answer 501). Composed here, above the route
 * files, so that no route file mounts the console.
 */
import { consoleRoutes } from './console/route';
import { ApiError, CODE } from './http/envelope';
import { openApiRoutes } from './openapi/routes';
import { contentRoutes } from './routes/dev/content';
import { devIndexRoute } from './routes/dev/index-page';
import { previewLinkRoutes } from './routes/dev/preview-link';
import { sanitizeRoutes } from './routes/dev/sanitize';
import { devRoutes } from './routes/dev/tools';
import { devAccountRoutes } from './routes/dev/warranty-claims';
import { NOT_IMPLEMENTED_MSG, SPEC_ENDPOINTS, type HttpMethod } from './routes/endpoints';
import { API_ROUTES } from './routes';
import type { RouteDef } from './routes/types';

export const DEV_ROUTES: RouteDef[] = [
  devIndexRoute(() => DEV_ROUTES),
  ...devRoutes,
  ...devAccountRoutes,
  ...contentRoutes,
  ...consoleRoutes,
  ...openApiRoutes,
  ...sanitizeRoutes,
  ...previewLinkRoutes,
];

const key = (method: HttpMethod, path: string) => `${method} ${path.toLowerCase()}`;

/** `[method, path, summary]` of every implemented endpoint (API and dev). */
export const IMPLEMENTED_ENDPOINTS: readonly (readonly [HttpMethod, string, string])[] = [
  ...API_ROUTES,
  ...DEV_ROUTES,
].map((route) => [route.method, route.path, route.summary] as const);

const implemented = new Set(IMPLEMENTED_ENDPOINTS.map(([method, path]) => key(method, path)));

/** Spec endpoints not implemented yet: they answer `{code: 501, msg: 'Not implemented yet'}`. */
export const RESERVED_ROUTES: RouteDef[] = SPEC_ENDPOINTS.filter(
  ([method, path]) => !implemented.has(key(method, path)),
).map(([method, path]) => ({
  method,
  path,
  summary: 'Reserved: not implemented yet',
  handler: () => {
    throw new ApiError(CODE.notImplemented, NOT_IMPLEMENTED_MSG);
  },
}));
