import { apiGet } from '@/lib/api-client';
import type { ArticlesAllResponse } from '@/contract/api-types';
import { collectPages } from '@/lib/paged';
import { paths } from '@/lib/paths';

/** The path of every article the API lists, for getStaticPaths. */
export async function listArticlePaths(): Promise<string[]> {
  const articles = await collectPages(async (page) => {
    const response = await apiGet<ArticlesAllResponse>('/api/articles/articles_all', {
      query: { category_id: 'all', page },
      token: null,
    });
    return { items: response.articles_qb_all, ...response.data_page };
  });
  return articles.map((a) => paths.article(a.articles_path));
}
