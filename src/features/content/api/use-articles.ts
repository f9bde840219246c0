/** The blogs list's data hook: the key and the fetcher are articles-list.ts's, shared with the server. */
import { useLiveRead } from '@/lib/live-read';
import type { ApiError } from '@/lib/api-client';
import type { ArticlesListPage } from '../types';
import {
  type ArticlesKey,
  type ArticlesParams,
  articlesKey,
  getArticlesPage,
} from './articles-list';

/**
 * A page of articles. The first page without keyword is the one the server rendered
 * (`initial`): it is not fetched again. Other pages keep the previous cards on screen
 * while the next ones load.
 */
export function useArticles(params: ArticlesParams, initial: ArticlesListPage) {
  const isInitial = params.page <= 1 && params.keyword.trim() === '';
  const swr = useLiveRead<ArticlesListPage, ApiError, ArticlesKey | null>(
    isInitial ? null : articlesKey(params),
    getArticlesPage,
    // The server's page stays on screen until the first other one comes.
    { fallbackData: isInitial ? initial : undefined, keepPreviousData: true },
  );
  return {
    data: isInitial ? initial : swr.data,
    error: isInitial ? undefined : swr.error,
    isLoading: !isInitial && swr.isLoading,
  };
}
