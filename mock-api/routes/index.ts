/**
 * The API's routes, by area file. The mock's whole route table (these, the dev routes, the
 * console's and the OpenAPI document's, and the reserved spec routes) is mock-api/route-table.ts.
 */
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
