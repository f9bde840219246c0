/**
 * The FAQ list in the browser: every list but the first page of all FAQs comes from the
 * site's /api/support/faqs (answers sanitized there), and a category's types from the API.
 */
import { useLiveRead } from '@/lib/live-read';
import { initialOrFetched } from '@/lib/initial-or-fetched';
import { useToast } from '@/components/toast';
import { ApiError, callApi, MSG_INTERFACE_FAILED, MSG_SERVICE_FAILED } from '@/lib/api-client';
import type { FaqFilters, FaqList, FaqOption } from '../types';
import { FAQS_ROUTE, type FaqsRouteAnswer, faqsQuery, isDefaultFaqFilters } from '../faq-query';
import { FAQS_ENDPOINTS } from '@/contract/vendor-endpoints/faqs';

type FaqsKey = readonly [path: typeof FAQS_ROUTE, query: string];

export async function fetchFaqs([path, query]: FaqsKey): Promise<FaqList> {
  let answer: FaqsRouteAnswer | null;
  try {
    // The site's own origin (the API host is another one).
    const url = new URL(`${path}?${query}`, window.location.origin);
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    answer = (await response.json().catch(() => null)) as FaqsRouteAnswer | null;
  } catch {
    throw new ApiError('network', 0, MSG_INTERFACE_FAILED);
  }
  if (!answer || typeof answer.code !== 'number') {
    throw new ApiError('server', 502, MSG_SERVICE_FAILED);
  }
  if (answer.code !== 200 || !answer.data) {
    throw new ApiError('business', answer.code, answer.msg || MSG_SERVICE_FAILED);
  }
  return answer.data;
}

/**
 * One page of FAQs for these filters. The first page of every FAQ is the server's
 * (`initial`); another list keeps the previous questions on screen while it loads. A failure
 * shows its msg as an error toast (docs/api.md, "Error codes").
 */
export function useFaqs(filters: FaqFilters, initial: FaqList) {
  const toast = useToast();
  const isInitial = isDefaultFaqFilters(filters);
  const swr = useLiveRead<FaqList, ApiError, FaqsKey | null>(
    isInitial ? null : [FAQS_ROUTE, new URLSearchParams(faqsQuery(filters)).toString()],
    fetchFaqs,
    {
      // The server's questions stay on screen until the first other list comes.
      fallbackData: isInitial ? initial : undefined,
      keepPreviousData: true,
      onError: (error) => toast.error(error.message),
    },
  );
  return initialOrFetched(isInitial, initial, swr);
}

type TypesKey = readonly [path: typeof FAQS_ENDPOINTS.articleType.path, categoryId: number];

async function fetchTypes([, categoryId]: TypesKey): Promise<FaqOption[]> {
  const response = await callApi(FAQS_ENDPOINTS.articleType, {
    body: { category_id: categoryId, page: 1 },
    token: null,
    severity: 'warning',
  });
  return (response.article_type_all ?? []).map((type) => ({
    id: type.article_type_id,
    name: type.article_type_name,
  }));
}

/** The types of a category (every type for "All", as the page was built). */
export function useFaqTypes(categoryId: number, allTypes: FaqOption[]) {
  const swr = useLiveRead<FaqOption[], ApiError, TypesKey | null>(
    categoryId === 0 ? null : [FAQS_ENDPOINTS.articleType.path, categoryId],
    fetchTypes,
    {},
  );
  return categoryId === 0 ? allTypes : (swr.data ?? null);
}
