/**
 * The list state shared by Downloads and Training center: a browse mode
 * (a category, "All" by default, and a page) and a search mode (a keyword, no category, no
 * pagination). Searching clears the category; choosing a category clears the keyword and
 * goes back to page 1. The state is in the address (`?category=341&page=2` or
 * `?keyword=manual`, defaults left out), read after hydration like every list.
 */
import { clampPage } from '@/components/pagination';
import { KEYWORD_PARAM, type ListQueryPatch, PAGE_PARAM, parseChoice } from '@/lib/list-query';
import { useCanonicalListQuery, useListQuery } from '@/lib/use-list-query';

export const CATEGORY_PARAM = 'category';

export type BrowseSearchState =
  { mode: 'browse'; categoryId: number; page: number } | { mode: 'search'; keyword: string };

/** What the address says, as the view takes it (unknown categories are "All"). */
export interface BrowseSearch {
  state: BrowseSearchState;
  /** The category select's value: '' in search mode (the select is cleared). */
  categoryValue: string;
  chooseCategory: (categoryId: number) => void;
  search: (keyword: string) => void;
  goToPage: (page: number) => void;
}

/** The address of a state: "All" and page 1 are left out; a search has neither. */
function toQuery(state: BrowseSearchState, allId: number): ListQueryPatch {
  return state.mode === 'search'
    ? { [KEYWORD_PARAM]: state.keyword, [CATEGORY_PARAM]: null, [PAGE_PARAM]: null }
    : {
        [KEYWORD_PARAM]: null,
        [CATEGORY_PARAM]: state.categoryId === allId ? null : state.categoryId,
        [PAGE_PARAM]: state.page,
      };
}

/**
 * The list state of a page with `allId` ("All": the page's own category) and its child
 * categories. `pageCountOf` tells the pages known for a category's list (Infinity while
 * unknown): a page past them is shown, and written, as the last one.
 */
export function useBrowseSearch({
  allId,
  categoryIds,
  pageCountOf = () => Infinity,
}: {
  allId: number;
  categoryIds: readonly number[];
  pageCountOf?: (categoryId: number) => number;
}): BrowseSearch {
  const listQuery = useListQuery();
  const { keyword } = listQuery;
  const choices = categoryIds.map(String);
  const categoryId = Number(parseChoice(listQuery.get(CATEGORY_PARAM), choices, String(allId)));
  const state: BrowseSearchState = keyword
    ? { mode: 'search', keyword }
    : { mode: 'browse', categoryId, page: clampPage(listQuery.page, pageCountOf(categoryId)) };
  useCanonicalListQuery(listQuery, toQuery(state, allId));

  return {
    state,
    categoryValue: state.mode === 'browse' ? String(state.categoryId) : '',
    chooseCategory: (id) =>
      listQuery.push(toQuery({ mode: 'browse', categoryId: id, page: 1 }, allId)),
    search: (next) => listQuery.push(toQuery({ mode: 'search', keyword: next }, allId)),
    goToPage: (page) => listQuery.push({ [PAGE_PARAM]: page }),
  };
}
