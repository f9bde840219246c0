/**
 * The blogs page and its category children: banner, recommended strip,
 * category list and the first page of articles, for getStaticProps (server only).
 */
import { nullIfRefused } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { BlogsPageProps } from '@/features/content/types';
import {
  articlesKey,
  fetchArticlesResponse,
  toArticleCard,
  toArticlesListPage,
} from '@/features/content/api/articles-list';

/** Null when the API knows no such blog category (a 404); upstream failures are thrown. */
export async function getBlogsPage(category: ApiCategory): Promise<BlogsPageProps | null> {
  const key = articlesKey({ categoryId: category.category_id, keyword: '', page: 1 });
  const response = await nullIfRefused(fetchArticlesResponse(key, 'silent'));
  if (response === null) return null;
  const found = response.category_find;
  return {
    name: found?.category_name || category.category_name,
    introduce: found?.category_introduce || category.category_introduce || '',
    banner: pictureUrl(found?.category_picture || category.category_picture),
    categoryId: category.category_id,
    path: category.category_paths,
    rootPath: paths.blogs(),
    categories: (response.category_all ?? []).map((c) => ({
      id: c.category_id,
      name: c.category_name,
      path: c.category_paths,
    })),
    recommended: (response.articles_zx_all ?? []).map(toArticleCard),
    initial: toArticlesListPage(response),
  };
}
