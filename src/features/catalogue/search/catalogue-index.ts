/**
 * The search index of every product and article (the lists' loading and freshness:
 * api/catalogue-index.ts): what it keeps of each and how it is built from the lists. Pure.
 */
import type { ApiArticle, ApiGoods } from '@/contract/api-types';
import { type ProductCardData, toProductCard } from '@/lib/goods';
import { paths } from '@/lib/paths';
import { words } from '@/lib/search-index/normalize';
import {
  createSearchIndex,
  type SearchDoc,
  type SearchIndex,
} from '@/lib/search-index/search-index';
import { plainText } from '@/lib/structured-data';

/** Popular products offered when nothing matched. */
export const POPULAR_COUNT = 6;
/** The hot badge's tag id: the vendor's own word for its popular products. */
const HOT_TAG_ID = 3;

/**
 * An article as the index keeps it. `details` is the API's HTML as it came: it is sanitized
 * (src/lib/sanitize.ts) only for the results a page shows, never sent as it is.
 */
export interface IndexedArticle {
  title: string;
  href: string | null;
  details: string;
}

export interface CatalogueIndex {
  index: SearchIndex;
  /** Product cards by index id (`goods:{goods_id}`). */
  goods: ReadonlyMap<string, ProductCardData>;
  /** Articles by index id (`article:{articles_path}`). */
  articles: ReadonlyMap<string, IndexedArticle>;
  /** An article's index id by its title, for API results that carry only a title. */
  articleIdByTitle: ReadonlyMap<string, string>;
  /** Hot products first, then recommended ones. */
  popular: ProductCardData[];
}

export const goodsDocId = (goodsId: number) => `goods:${goodsId}`;
const articleDocId = (path: string) => `article:${path}`;
/** A title as a lookup key: case, punctuation and spacing ignored. */
export const titleKey = (title: string) => words(title).join(' ');

/** Hot products first, then recommended ones, each once, in the catalogue's order. */
export function popularGoods(goods: readonly ApiGoods[], count = POPULAR_COUNT): ApiGoods[] {
  const hot = goods.filter((g) => g.goods_tag_id === HOT_TAG_ID);
  const recommended = goods.filter((g) => g.goods_recommend_id === 1 && !hot.includes(g));
  return [...hot, ...recommended].slice(0, count);
}

export function buildCatalogueIndex(
  goods: readonly ApiGoods[],
  articles: readonly ApiArticle[],
): CatalogueIndex {
  const docs: SearchDoc[] = [];
  const cards = new Map<string, ProductCardData>();
  for (const g of goods) {
    const id = goodsDocId(g.goods_id);
    if (cards.has(id)) continue;
    cards.set(id, toProductCard(g));
    docs.push({
      id,
      kind: 'goods',
      title: g.goods_title,
      keywords: g.goods_seo_keywords ?? '',
      text: plainText(g.goods_describe ?? ''),
    });
  }
  const found = new Map<string, IndexedArticle>();
  const articleIdByTitle = new Map<string, string>();
  for (const a of articles) {
    const id = articleDocId(a.articles_path);
    if (!a.articles_path || found.has(id)) continue;
    const body = plainText(a.articles_details ?? '');
    found.set(id, {
      title: a.articles_title,
      details: a.articles_details ?? '',
      href: paths.article(a.articles_path),
    });
    articleIdByTitle.set(titleKey(a.articles_title), id);
    docs.push({
      id,
      kind: 'article',
      title: a.articles_title,
      keywords: a.articles_seo_keywords ?? '',
      text: `${a.articles_describe ?? ''} ${body}`,
    });
  }
  return {
    index: createSearchIndex(docs),
    goods: cards,
    articles: found,
    articleIdByTitle,
    popular: popularGoods(goods).map(toProductCard),
  };
}
