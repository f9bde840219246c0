/** The menu: the category tree, one category, and the goods per category. */
import {
  categoryFields,
  categoryTree,
  childrenOf,
  findCategory,
  goodsUnder,
} from '../store/queries';
import { CATEGORY_OPERATIONS } from '../../src/contract/schemas/category';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

export const categoryRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.category.categoryAll.path,
    operation: CATEGORY_OPERATIONS.categoryAll,
    summary: 'The menu tree, nested, three levels',
    handler: ({ ctx }) => ({ data: categoryTree(ctx.db.data) }),
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.category.categoryDetails.path,
    operation: CATEGORY_OPERATIONS.categoryDetails,
    summary: 'One category with its fields and children',
    handler: ({ ctx, input }) => {
      const data = ctx.db.data;
      const category = findCategory(data, input.category_id);
      return {
        data: { ...categoryFields(category), children: categoryTree(data, category.category_id) },
      };
    },
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.category.categoryGoods.path,
    operation: CATEGORY_OPERATIONS.categoryGoods,
    summary: 'Goods per child category (a leaf: itself)',
    handler: ({ ctx, input }) => {
      const data = ctx.db.data;
      const category = findCategory(data, input.category_id);
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
  }),
];
