/**
 * Goods and articles as the API sends them, with only what the search reads filled in: the
 * search index and search page tests build their catalogue from these.
 */
import type { ApiArticle, ApiGoods } from '@/contract/api-types';

export function goods(id: number, title: string, extra: Partial<ApiGoods> = {}): ApiGoods {
  return {
    goods_id: id,
    goods_title: title,
    goods_picture: '',
    goods_tag_id: 1,
    goods_recommend_id: 2,
    goods_describe: '',
    goods_seo_keywords: '',
    ...extra,
  } as ApiGoods;
}

export function article(path: string, title: string, extra: Partial<ApiArticle> = {}): ApiArticle {
  return {
    articles_path: path,
    articles_title: title,
    articles_describe: '',
    articles_details: '',
    articles_seo_keywords: '',
    ...extra,
  } as ApiArticle;
}
