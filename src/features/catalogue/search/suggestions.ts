/**
 * Names offered while a visitor types in the header's search box: the products and articles
 * the site's index finds for what is typed so far (typos, spacing and unfinished words
 * forgiven, every word required), best first. Nothing when nothing matches: a name is
 * offered only when it matches, never because it is merely near. Pure: the route
 * (api/suggest-route.ts) brings the index.
 */
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';
import { SUGGEST_MIN_LENGTH } from '@/lib/search-suggest';
import type { SearchName } from './types';
import type { CatalogueIndex } from './catalogue-index';

/** Names offered at most. */
export const SUGGESTIONS_MAX = 6;

export function suggestionsFrom(catalogue: CatalogueIndex, keywords: string): SearchName[] {
  const text = keywords.trim().slice(0, MAX_KEYWORD_LENGTH);
  if (text.length < SUGGEST_MIN_LENGTH) return [];
  const names: SearchName[] = [];
  for (const hit of catalogue.index.search(text)) {
    const item =
      hit.kind === 'goods' ? catalogue.goods.get(hit.id) : catalogue.articles.get(hit.id);
    if (item?.href) names.push({ kind: hit.kind, title: item.title, href: item.href });
    if (names.length === SUGGESTIONS_MAX) break;
  }
  return names;
}
