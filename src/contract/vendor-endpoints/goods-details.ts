/**
 * /api/goods/goods_details, the one product's full record (listed under `goods` in
 * ../endpoints.ts): apart from goods.ts so the product list, which reads only goods_all, and
 * the customer's passport, which reads only this, share no module (a shared one changed how
 * Turbopack splits /products' chunks: docs/performance.md).
 */
import type { GoodsDetailsFullResponse } from '../api-types';
import { get } from './endpoint';

export const GOODS_DETAILS_ENDPOINT = get<GoodsDetailsFullResponse>('/api/goods/goods_details');
