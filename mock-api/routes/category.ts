/** The menu: the category tree, one category, and the goods per category. */
import {
  categoryFields,
  categoryTree,
  childrenOf,
  findCategory,
  goodsUnder,
} from '../store/queries';
import { id, validateQuery, yup } from '../http/validate';
import type { RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

const byId = yup.object({ category_id: id('category_id').required('category_id is required') });

export const categoryRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.category.categoryAll.path,
    summary: 'The menu tree, nested, three levels',
    handler: ({ ctx }) => ({ data: categoryTree(ctx.db.data) }),
  },
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.category.categoryDetails.path,
    summary: 'One category with its fields and children',
    handler: async ({ req, ctx }) => {
      const { category_id } = await validateQuery(byId, req.query);
      const data = ctx.db.data;
      const category = findCategory(data, category_id);
      return {
        data: { ...categoryFields(category), children: categoryTree(data, category.category_id) },
      };
    },
  },
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.category.categoryGoods.path,
    summary: 'Goods per child category (a leaf: itself)',
    handler: async ({ req, ctx }) => {
      const { category_id } = await validateQuery(byId, req.query);
      const data = ctx.db.data;
      const category = findCategory(data, category_id);
      const children = childrenOf(data, category.category_id);
      const entries = children.length > 0 ? children : [category];
      return {
        data: entries.map((entry) => ({
          category_id: entry.category_id,
          category_name: entry.category_name,
          category_paths: entry.category_paths,
          goods_all: goodsUnder(data, entry.category_id),
        })),
      };
    },
  },
];
