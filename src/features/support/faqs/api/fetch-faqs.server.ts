/**
 * FAQs from the API with their answers sanitized: for the page's build (getStaticProps) and
 * for the site's /api/support/faqs route (the browser's other pages and searches). SERVER
 * ONLY: it pulls in the sanitizer.
 */
import { callApi } from '@/lib/api-client';
import { sanitizeHtml } from '@/lib/sanitize';
import type { FaqFilters, FaqList, FaqOption } from '../types';
import { isDefaultFaqFilters } from '../faq-query';
import type { ApiFaq, ApiFaqType, ArticleAllResponse } from '@/contract/support/faqs-api-types';
import { FAQS_ENDPOINTS } from '@/contract/vendor-endpoints/faqs';

function toFaqList(faqs: ApiFaq[] | undefined, page: ArticleAllResponse['page']): FaqList {
  const items = (faqs ?? []).map((faq) => ({
    id: faq.article_id,
    question: faq.article_title,
    answerHtml: sanitizeHtml(faq.article_details),
  }));
  return {
    items,
    total: Number(page?.total) || 0,
    pageSize: Number(page?.listRows) || Math.max(1, items.length),
  };
}

export function toTypeOptions(types: ApiFaqType[] | undefined): FaqOption[] {
  return (types ?? []).map((type) => ({ id: type.article_type_id, name: type.article_type_name }));
}

/** Every FAQ, one page, with the categories and types (article_all). */
export async function fetchAllFaqs(page: number) {
  const response = await callApi(FAQS_ENDPOINTS.articleAll, {
    body: { page },
    token: null,
    severity: 'silent',
  });
  return {
    list: toFaqList(response.article_all, response.page),
    categories: (response.category_all ?? []).map((category) => ({
      id: category.category_id,
      name: category.category_name,
    })),
    types: toTypeOptions(response.article_type_all),
  };
}

/**
 * One page of the list for these filters: the plain list (article_all) when nothing is
 * filtered, else the search (article_search_test; 0 and '' are "all").
 */
export async function fetchFaqList(filters: FaqFilters): Promise<FaqList> {
  const unfiltered = isDefaultFaqFilters({ ...filters, page: 1 });
  if (unfiltered) return (await fetchAllFaqs(filters.page)).list;
  const response = await callApi(FAQS_ENDPOINTS.articleSearchTest, {
    body: {
      category_id: filters.categoryId,
      article_type_id: filters.typeId,
      articleKeywordsName: filters.keyword,
      page: filters.page,
    },
    token: null,
    severity: 'silent',
  });
  return toFaqList(response.article_all, response.page);
}
