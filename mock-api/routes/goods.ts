/** Product lists, product search and product detail. */
import type { ApiGoodsDetails } from '../../src/contract/api-types';
import { CATEGORY_IDS } from '../schema/mock-seed';
import { API_OPERATIONS, GOODS_OPERATIONS } from '../../src/contract/schemas/goods';
import type { DeepReadonly } from '../store/db';
import type { DbGoods } from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { findCategory, goodsUnder, paginate, searchGoods, subtreeIds } from '../store/queries';
import { goodsBySlug } from '../store/indexes';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

/** Products per page (6 per row on wide screens, two rows). */
export const GOODS_PAGE_SIZE = 12;
/** Recommended goods sent with each list. */
const RECOMMENDED = 8;

/** Whole percent off the crossed price (0 when the crossed price is not higher). */
export function discountPercent(selling: number, crossed: number): number {
  if (!(crossed > selling) || selling <= 0) return 0;
  return Math.round((1 - selling / crossed) * 100);
}

/** The detail page's record: the goods plus `price`, `discount` and `likeCount`. */
export function goodsDetails(goods: DeepReadonly<DbGoods>): DeepReadonly<ApiGoodsDetails> {
  return {
    ...goods,
    price: goods.goods_selling_price,
    discount: discountPercent(goods.goods_selling_price, goods.goods_crossed_price),
    likeCount: goods.goods_like_count,
  };
}

export const goodsRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.goods.goodsAll.path,
    operation: GOODS_OPERATIONS.goodsAll,
    summary:
      'A page of goods of the products root or a product category, with its recommended ones',
    handler: ({ ctx, input: query }) => {
      const data = ctx.db.data;
      const category = findCategory(data, query.category_id);
      if (!subtreeIds(data, CATEGORY_IDS.products).has(category.category_id)) {
        throw new ApiError(
          CODE.notFound,
          `No product category with category_id ${category.category_id}`,
        );
      }
      const goods = goodsUnder(data, category.category_id);
      const { page: pageInfo, rows } = paginate(goods, query.page, GOODS_PAGE_SIZE);
      return {
        page: pageInfo,
        goods_tj_all: goods.filter((g) => g.goods_recommend_id === 1).slice(0, RECOMMENDED),
        goods_all: rows,
      };
    },
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.api.goodsSearch.path,
    operation: API_OPERATIONS.goodsSearch,
    summary: 'Goods whose title (or description text) holds the keyword, any case',
    handler: ({ ctx, input }) => ({ data: searchGoods(ctx.db.data, input.goodsKeywordsName) }),
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.goods.goodsDetails.path,
    operation: GOODS_OPERATIONS.goodsDetails,
    summary:
      'One product by title or slug (spaces or hyphens, any case), with price, discount, likeCount',
    handler: ({ ctx, input: { goods_title } }) => {
      const goods = goodsBySlug(ctx.db.data, goods_title);
      if (!goods) throw new ApiError(CODE.notFound, `No product named "${goods_title.trim()}"`);
      return { data: goodsDetails(goods) };
    },
  }),
];
