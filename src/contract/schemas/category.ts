/** The menu under /api/category/: the tree, one category, and the goods per category. */
import { z } from 'zod';
import { wholeNumber } from './fields';
import { apiCategory, apiGoods } from './catalogue';
import { envelope, operations } from './operation';
import { EXAMPLE_CATEGORY, EXAMPLE_GOODS } from './examples';

const categoryId = z.object({
  category_id: wholeNumber('category_id', 1, undefined, {
    required: 'category_id is required',
  }),
});

export const categoryAllResponse = envelope({ data: z.array(apiCategory) });
export const categoryDetailsResponse = envelope({ data: apiCategory });
export const categoryGoodsResponse = envelope({
  data: z.array(
    z.object({
      category_id: z.number().int(),
      category_name: z.string(),
      category_paths: z.string(),
      goods_all: z.array(apiGoods),
    }),
  ),
});

export const CATEGORY_OPERATIONS = operations({
  categoryAll: {
    summary: 'The menu tree, nested (every node has `children`)',
    response: categoryAllResponse,
    example: {
      response: { code: 200, msg: 'success', data: [{ ...EXAMPLE_CATEGORY, children: [] }] },
    },
  },
  categoryDetails: {
    summary: 'One category with its fields and its children',
    query: categoryId,
    response: categoryDetailsResponse,
    codes: [400, 404],
    example: {
      query: { category_id: 21 },
      response: { code: 200, msg: 'success', data: EXAMPLE_CATEGORY },
    },
  },
  categoryGoods: {
    summary: 'The goods of each child category (of the category itself when it has none)',
    description: 'The site shows the first entry by default.',
    query: categoryId,
    response: categoryGoodsResponse,
    codes: [400, 404],
    example: {
      query: { category_id: 21 },
      response: {
        code: 200,
        msg: 'success',
        data: [
          {
            category_id: 21,
            category_name: 'Automotive Diagnostic Tool',
            category_paths: '/products/automotive-diagnostic-tool',
            goods_all: [EXAMPLE_GOODS],
          },
        ],
      },
    },
  },
});
