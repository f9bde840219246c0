/**
 * The pages the site serves, as /api/revalidate judges paths against them: the route
 * resolution's view (features/routing/revalidate-paths.ts) fed with the product and article
 * lists that getStaticPaths reads (catch-all-data.ts).
 */
import { listArticlePaths } from '@/features/content/article/api/list-article-paths';
import { listsNeeded, sitePages } from '@/features/routing/revalidate-paths';
import { listProductPaths } from '@/lib/list-product-paths';
import { getSite } from '@/lib/site-data';

/** The site's pages as page keys, loaded only as far as these keys need; throws if the API fails. */
export async function loadSitePages(keys: readonly string[]): Promise<Set<string>> {
  const { tree } = await getSite();
  const needed = listsNeeded(keys);
  const [products, articles] = await Promise.all([
    needed.products ? listProductPaths(tree) : [],
    needed.articles ? listArticlePaths() : [],
  ]);
  return sitePages(tree, products, articles);
}
