/**
 * Every route the mock serves: each area's file is listed here; the table below is
 * the honest list of implemented endpoints (the rest of the spec's answer 501).
 */
import { NOT_IMPLEMENTED_MSG, SPEC_ENDPOINTS, type HttpMethod } from './endpoints';
import { ApiError, CODE } from '../http/envelope';
import { aboutRoutes } from './about';
import { accountProfileRoutes } from './account/profile';
import { carIssueRoutes } from './account/car-issues';
import { garageRoutes } from './account/garage';
import { orderRoutes } from './account/orders';
import { productIssueRoutes } from './account/product-issues';
import { productRoutes } from './account/products';
import { serialRoutes } from './account/serials';
import { warrantyRoutes } from './account/warranty';
import { articlesRoutes } from './articles';
import { buyRoutes } from './buy';
import { categoryRoutes } from './category';
import { consoleRoutes } from '../console/route';
import { openApiRoutes } from '../openapi/routes';
import { contentRoutes } from './dev/content';
import { devIndexRoute } from './dev/index-page';
import { previewLinkRoutes } from './dev/preview-link';
import { sanitizeRoutes } from './dev/sanitize';
import { devRoutes } from './dev/tools';
import { devAccountRoutes } from './dev/warranty-claims';
import { diagRoutes } from './diag';
import { downloadsRoutes } from './downloads';
import { faqsRoutes } from './faqs';
import { functionStockRoutes } from './function-stock';
import { goodsRoutes } from './goods';
import { googleRoutes } from './google';
import { homeRoutes } from './home';
import { loginRoutes } from './login';
import { partnershipRoutes } from './partnership';
import { searchRoutes } from './search';
import { siteRoutes } from './site';
import { supportRoutes } from './support';
import type { RouteDef } from './types';
import { userRoutes } from './user';
import { videosRoutes } from './videos';

/**
 * The /api routes, by area. Besides the spec's endpoints this holds our own function-stock
 * endpoints (`/api/FunctionStock/...`) and the Google stand-in's callback
 * (`/api/GoogleLogin/gmail_callback`) and the embeddable video player (`/embed/video/:video_id`),
 * which the spec does not name (docs/mock/answers.md, "Extensions of the default mode").
 */
export const API_ROUTES: RouteDef[] = [
  ...categoryRoutes,
  ...siteRoutes,
  ...homeRoutes,
  ...aboutRoutes,
  ...goodsRoutes,
  ...articlesRoutes,
  ...searchRoutes,
  ...functionStockRoutes,
  ...loginRoutes,
  ...googleRoutes,
  ...userRoutes,
  ...supportRoutes,
  ...diagRoutes,
  ...downloadsRoutes,
  ...videosRoutes,
  ...faqsRoutes,
  ...buyRoutes,
  ...partnershipRoutes,
  ...accountProfileRoutes,
  ...serialRoutes,
  ...orderRoutes,
  ...productRoutes,
  ...garageRoutes,
  ...productIssueRoutes,
  ...carIssueRoutes,
  ...warrantyRoutes,
];

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
