/** Goods lists and one product's details (/api/goods/), and the product search (/api/api/). */
import { z } from 'zod';
import { PRODUCTS_ROOT_CATEGORY_ID } from '../category-ids';
import { id, page, requiredText } from './fields';
import { apiGoods } from './catalogue';
import { apiPage, envelope, operations } from './operation';
import { EXAMPLE_GOODS } from './examples';

export const GOODS_KEYWORD_MSG = 'Please enter a keyword';

/** The detail's record: the goods with its derived fields and the back-office ones. */
export const apiGoodsDetails = apiGoods
  .extend({
    price: z.number().meta({ description: 'The selling price (goods_selling_price).' }),
    discount: z
      .number()
      .int()
      .meta({ description: 'Whole percent off the crossed price, 0 when there is none.' }),
    likeCount: z.number().int(),
    goods_cost_price: z.number().optional(),
    goods_inventory_sum: z.number().int().optional(),
    goods_warning_sum: z.number().int().optional(),
    goods_menu_id: z.number().int().optional(),
    goods_brand_id: z.number().int().optional(),
  })
  .meta({ id: 'ApiGoodsDetails' });

export const goodsAllResponse = envelope({
  page: apiPage,
  goods_tj_all: z.array(apiGoods).meta({ description: 'Recommended goods (at most 8).' }),
  goods_all: z.array(apiGoods).meta({ description: 'The page of goods (12 per page).' }),
});
export const goodsDetailsResponse = envelope({ data: apiGoodsDetails });
export const goodsSearchResponse = envelope({ data: z.array(apiGoods) });

export const GOODS_OPERATIONS = operations({
  goodsAll: {
    summary: 'A page of goods of the products root or a product category, with recommended ones',
    query: z.object({
      category_id: id('category_id')
        .default(PRODUCTS_ROOT_CATEGORY_ID)
        .meta({ description: 'A product category; the products root by default.' }),
      page: page(),
    }),
    response: goodsAllResponse,
    codes: [400, 404],
    example: {
      query: { category_id: 21, page: 1 },
      response: {
        code: 200,
        msg: 'success',
        page: { currentPage: 1, total: 1, listRows: 12 },
        goods_tj_all: [EXAMPLE_GOODS],
        goods_all: [EXAMPLE_GOODS],
      },
    },
  },
  goodsDetails: {
    summary: 'One product by its title (spaces or hyphens, any case)',
    query: z.object({
      goods_title: requiredText('goods_title', 'goods_title is required'),
    }),
    response: goodsDetailsResponse,
    codes: [400, 404],
    example: {
      query: { goods_title: 'AD900-Pro-Scan-Tool' },
      response: {
        code: 200,
        msg: 'success',
        data: { ...EXAMPLE_GOODS, price: 326.99, discount: 27, likeCount: 799 },
      },
    },
    mockExtensions: [
      { field: '*', does: 'goods_title also matches the title with hyphens for spaces, any case.' },
    ],
  },
});

export const API_OPERATIONS = operations({
  goodsSearch: {
    summary: 'Goods whose title or description holds the keyword, any case',
    query: z.object({
      goodsKeywordsName: requiredText('goodsKeywordsName', GOODS_KEYWORD_MSG),
    }),
    response: goodsSearchResponse,
    codes: [400],
    example: {
      query: { goodsKeywordsName: 'AD900' },
      response: { code: 200, msg: 'success', data: [EXAMPLE_GOODS] },
    },
  },
});
