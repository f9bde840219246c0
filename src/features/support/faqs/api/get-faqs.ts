import { nullIfRefused } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { supportPageHead } from '../../support-nav';
import type { FaqsProps } from '../types';
import { fetchAllFaqs } from './fetch-faqs.server';

/**
 * FAQs for getStaticProps (server only): the categories, the types and page 1 of every FAQ
 * with sanitized answers, so the HTML carries the questions and answers. Null when the API
 * refuses the list (a 404); other failures are thrown (ISR keeps the last good page).
 */
export async function getFaqsPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<FaqsProps | null> {
  const all = await nullIfRefused(fetchAllFaqs(1));
  if (all === null) return null;
  return {
    ...supportPageHead(category, tree),
    introduce: category.category_introduce?.trim() ?? '',
    banner: pictureUrl(category.category_picture),
    categories: all.categories,
    types: all.types,
    initial: all.list,
  };
}
