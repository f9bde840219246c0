/**
 * Server-side reshaping the partnership loaders share. Server only: it sanitizes.
 */
import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import type { ApiFaqArticle, ApiPartnershipCategory } from '@/contract/partnership-api-types';
import { sanitizeHtml } from '@/lib/sanitize';
import type { FaqItem, PartnershipHeader } from '../types';

/** The page's header from the endpoint's `category_find`, else the category of the tree. */
export function toPartnershipHeader(
  category: ApiCategory,
  found: Partial<ApiPartnershipCategory> | null | undefined,
): PartnershipHeader {
  const pick = (key: 'category_name' | 'category_introduce' | 'category_picture') =>
    (found?.[key] || category[key] || '').trim();
  return {
    name: pick('category_name'),
    introduce: pick('category_introduce'),
    banner: pictureUrl(pick('category_picture')),
  };
}

/** FAQ articles with sanitized answers; entries without a question are dropped. */
export function toFaqItems(articles: readonly ApiFaqArticle[] | null | undefined): FaqItem[] {
  return (articles ?? []).flatMap((article) =>
    article.article_title?.trim()
      ? [
          {
            id: article.article_id,
            question: article.article_title.trim(),
            answerHtml: sanitizeHtml(article.article_details),
          },
        ]
      : [],
  );
}
