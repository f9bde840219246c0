/**
 * Server-side reshaping the partnership loaders share. Server only: it sanitizes.
 */
import type { ApiCategory, ApiConfigItem } from '@/contract/api-types';
import { findConfigBlock, pickConfigBlocks } from '@/lib/config-blocks';
import { pictureUrl } from '@/lib/format';
import type { ConfigBlock } from '@/lib/site-types';
import type { ApiFaqArticle, ApiPartnershipCategory } from '@/contract/partnership-api-types';
import { sanitizeHtml } from '@/lib/sanitize';
import type { FaqItem, PartnershipHeader } from './types';

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

/** A page's config ids by prop: one id is one block, a list of ids the visible ones of them. */
type PageConfigIds = Readonly<Record<string, number | readonly number[]>>;

type PageConfigBlocks<Ids extends PageConfigIds> = {
  -readonly [K in keyof Ids]: Ids[K] extends number ? ConfigBlock | null : ConfigBlock[];
};

/** The header and every config block of a partnership page, picked by its table of ids. */
export function toPartnershipPage<Ids extends PageConfigIds>(
  category: ApiCategory,
  answer: {
    category_find?: Partial<ApiPartnershipCategory> | null;
    configs_all?: readonly ApiConfigItem[];
  },
  ids: Ids,
): { header: PartnershipHeader } & PageConfigBlocks<Ids> {
  const configs = answer.configs_all ?? [];
  const blocks = Object.fromEntries(
    Object.entries(ids).map(([key, id]) => [
      key,
      typeof id === 'number' ? findConfigBlock(configs, id) : pickConfigBlocks(configs, id),
    ]),
  ) as PageConfigBlocks<Ids>;
  return { header: toPartnershipHeader(category, answer.category_find), ...blocks };
}
