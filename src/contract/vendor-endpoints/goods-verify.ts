/** The vendor endpoints under /api/GoodsVerify/ (the whole list: ../endpoints.ts). */
import type { SerialAllResponse, SerialKeywordResponse } from '../account-api-types';
import { post, recordEndpoints } from './endpoint';

export const GOODS_VERIFY_ENDPOINTS = {
  ...recordEndpoints<SerialAllResponse, SerialKeywordResponse>()(
    '/api/GoodsVerify',
    'goodsVerify',
    'POST',
  ),
  goodsVerifyUnbind: post('/api/GoodsVerify/goods_verify_unbind'),
} as const;
