/** The vendor endpoints under /api/GoodsVerify/ (the whole list: ../endpoints.ts). */
import type { SerialAllResponse, SerialKeywordResponse } from '../account-api-types';
import { get, post } from './endpoint';

export const GOODS_VERIFY_ENDPOINTS = {
  goodsVerifyAdd: post('/api/GoodsVerify/goods_verify_add'),
  goodsVerifyAll: get<SerialAllResponse>('/api/GoodsVerify/goods_verify_all'),
  goodsVerifyDel: post('/api/GoodsVerify/goods_verify_del'),
  goodsVerifyEditGet: get('/api/GoodsVerify/goods_verify_edit'),
  goodsVerifyEditPost: post('/api/GoodsVerify/goods_verify_edit'),
  goodsVerifyKeyword: post<SerialKeywordResponse>('/api/GoodsVerify/goods_verify_keyword'),
  goodsVerifyUnbind: post('/api/GoodsVerify/goods_verify_unbind'),
} as const;
