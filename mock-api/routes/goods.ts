/** Product lists and product detail. */
import { CATEGORY_IDS } from '../../fixtures/factories/menu';
import { ApiError, CODE } from '../envelope';
import { findCategory, goodsUnder } from '../records';
import { matchesGoodsSlug } from '../slug';
import { id, page, requiredText, validateQuery, yup } from '../validate';
import type { RouteDef } from './types';

/** Products per page (6 per row on wide screens, two rows). */
export const GOODS_PAGE_SIZE = 12;
/** Recommended goods sent with each list. */
const RECOMMENDED = 8;

const listQuery = yup.object({
  category_id: id('category_id').default(CATEGORY_IDS.products),
  page: page(),
});
const detailQuery = yup.object({
  goods_title: requiredText('goods_title', 'goods_title is required'),
});

export const goodsRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/goods/goods_all',
    summary: 'A page of goods of a category (and below it), with the recommended ones',
    handler: async ({ req, ctx }) => {
      const query = await validateQuery(listQuery, req.query);
      const data = ctx.db.data;
      const category = findCategory(data, query.category_id);
      const goods = goodsUnder(data, category.category_id);
      const start = (query.page - 1) * GOODS_PAGE_SIZE;
      return {
        page: { currentPage: query.page, total: goods.length, listRows: GOODS_PAGE_SIZE },
        goods_tj_all: goods.filter((g) => g.goods_recommend_id === 1).slice(0, RECOMMENDED),
        goods_all: goods.slice(start, start + GOODS_PAGE_SIZE),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/goods/goods_details',
    summary: 'One product by title or slug (spaces or hyphens, any case)',
    handler: async ({ req, ctx }) => {
      const { goods_title } = await validateQuery(detailQuery, req.query);
      const goods = ctx.db.data.goods.find(
        (g) => g.goods_status_id === 1 && matchesGoodsSlug(g.goods_title, goods_title),
      );
      if (!goods) throw new ApiError(CODE.notFound, `No product named "${goods_title.trim()}"`);
      return { data: goods };
    },
  },
];
