/**
 * One list per kind from the vendor's search and the site's own index.
 *
 * Why both: the vendor's global search is the documented search and stays the source of what
 * it finds (it may read fields the list endpoints do not send), but it matches exact text
 * only, so "scaner" or "ad 900" find nothing there. The index, built from the list
 * endpoints, forgives typos and spacing and ranks names above bodies and exact words above
 * near ones. So the index's matches come first, in its order, and whatever the vendor's
 * search found besides follows in the vendor's order.
 */
import type { ApiGoods, ApiSearchArticle } from '@/contract/api-types';
import { type ProductCardData, toProductCard } from '@/lib/goods';
import { paths } from '@/lib/paths';
import type { SearchHit } from '@/lib/search-index/search-index';
import type { SearchName, SearchSuggestions } from './types';
import { type CatalogueIndex, goodsDocId, type IndexedArticle, titleKey } from './catalogue-index';

/** Names offered by "did you mean". */
export const NEAREST_NAMES = 5;

/**
 * The index's matches of one kind first, in its order, then what the vendor's search found
 * besides, in the vendor's order (each id once).
 */
function indexFirst<Found, Item>(
  hits: readonly SearchHit[],
  kind: SearchHit['kind'],
  indexed: ReadonlyMap<string, Item> | undefined,
  found: readonly Found[],
  idOf: (found: Found) => string,
  toItem: (found: Found, id: string) => Item,
): Item[] {
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const hit of hits) {
    const item = indexed?.get(hit.id);
    if (hit.kind === kind && item && !seen.has(hit.id)) {
      seen.add(hit.id);
      items.push(item);
    }
  }
  for (const each of found) {
    const id = idOf(each);
    if (seen.has(id)) continue;
    seen.add(id);
    items.push(toItem(each, id));
  }
  return items;
}

export function mergeGoods(
  found: readonly ApiGoods[],
  hits: readonly SearchHit[],
  catalogue: CatalogueIndex | null,
): ProductCardData[] {
  return indexFirst(
    hits,
    'goods',
    catalogue?.goods,
    found,
    (goods) => goodsDocId(goods.goods_id),
    (goods) => toProductCard(goods),
  );
}

/** The index id of an article the vendor's search found: by its path, else by its title. */
function articleId(article: ApiSearchArticle, catalogue: CatalogueIndex | null): string | null {
  if (article.articles_path) return `article:${article.articles_path}`;
  return catalogue?.articleIdByTitle.get(titleKey(article.article_title)) ?? null;
}

export function mergeArticles(
  found: readonly ApiSearchArticle[],
  hits: readonly SearchHit[],
  catalogue: CatalogueIndex | null,
): IndexedArticle[] {
  return indexFirst(
    hits,
    'article',
    catalogue?.articles,
    found,
    (article) => articleId(article, catalogue) ?? `title:${titleKey(article.article_title)}`,
    (article, id) =>
      catalogue?.articles.get(id) ?? {
        title: article.article_title,
        details: article.article_details ?? '',
        href: article.articles_path ? paths.article(article.articles_path) : null,
      },
  );
}

/** What to offer when nothing matched: the nearest names and the popular products. */
export function suggest(catalogue: CatalogueIndex | null, keywords: string): SearchSuggestions {
  if (!catalogue) return { names: [], popular: [] };
  const names = catalogue.index.nearestNames(keywords, NEAREST_NAMES).flatMap<SearchName>((hit) => {
    const item =
      hit.kind === 'goods' ? catalogue.goods.get(hit.id) : catalogue.articles.get(hit.id);
    return item?.href ? [{ kind: hit.kind, title: item.title, href: item.href }] : [];
  });
  return { names, popular: catalogue.popular };
}
