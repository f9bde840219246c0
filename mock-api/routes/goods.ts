/** Product lists, product search and product detail. */
import type { ApiGoodsDetails } from '../../src/contract/api-types';
import { CATEGORY_IDS } from '../../src/contract/mock-seed';
import type { DeepReadonly } from '../store/db';
import type { DbGoods } from '../../src/contract/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { findCategory, goodsUnder, paginate, searchGoods, subtreeIds } from '../store/queries';
import { goodsBySlug } from '../store/indexes';
import { id, page, requiredText, validateQuery, yup } from '../http/validate';
import type { RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

/** Products per page (6 per row on wide screens, two rows). */
export const GOODS_PAGE_SIZE = 12;
/** Recommended goods sent with each list. */
const RECOMMENDED = 8;

export const GOODS_KEYWORD_MSG = 'Please enter a keyword';

const listQuery = yup.object({
  category_id: id('category_id').default(CATEGORY_IDS.products),
  page: page(),
});
const detailQuery = yup.object({
  goods_title: requiredText('goods_title', 'goods_title is required'),
});
const searchQuery = yup.object({
  goodsKeywordsName: requiredText('goodsKeywordsName', GOODS_KEYWORD_MSG),
});

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
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.goods.goodsAll.path,
    summary:
      'A page of goods of the products root or a product category, with its recommended ones',
    handler: async ({ req, ctx }) => {
      const query = await validateQuery(listQuery, req.query);
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
  },
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.api.goodsSearch.path,
    summary: 'Goods whose title (or description text) holds the keyword, any case',
    handler: async ({ req, ctx }) => {
      const { goodsKeywordsName } = await validateQuery(searchQuery, req.query);
      return { data: searchGoods(ctx.db.data, goodsKeywordsName) };
    },
  },
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.goods.goodsDetails.path,
    summary:
      'One product by title or slug (spaces or hyphens, any case), with price, discount, likeCount',
    handler: async ({ req, ctx }) => {
      const { goods_title } = await validateQuery(detailQuery, req.query);
      const goods = goodsBySlug(ctx.db.data, goods_title);
      if (!goods) throw new ApiError(CODE.notFound, `No product named "${goods_title.trim()}"`);
      return { data: goodsDetails(goods) };
    },
  },
];
