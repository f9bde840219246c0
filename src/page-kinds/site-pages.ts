/**
 * The pages the site serves, as /api/revalidate judges paths against them: the route
 * resolution's view (features/routing/revalidate-paths.ts), with each product and article path
 * asked about checked by the API's detail look-up, as its page would be rendered. The cost of
 * a call follows the paths it names, not the size of the catalogue.
 */
import { articlePathsAmong } from '@/features/content/article/api/list-article-paths';
import { categoryPages, listsNeeded, sitePages } from '@/features/routing/revalidate-paths';
import { productPathsAmong } from '@/lib/list-product-paths';
import { getSite } from '@/lib/site-data';

/** The second segment of the keys `/{root}/{segment}` that are not menu pages. */
function segmentsUnder(root: string, keys: readonly string[], menu: ReadonlySet<string>): string[] {
  return keys.flatMap((key) => {
    const segments = key.split('/').filter(Boolean);
    return segments.length === 2 && segments[0] === root && !menu.has(key) ? [segments[1]] : [];
  });
}

/** The site's pages among these keys (and all menu pages); throws if the API fails. */
export async function loadSitePages(keys: readonly string[]): Promise<Set<string>> {
  const { tree } = await getSite();
  const needed = listsNeeded(keys);
  const menu = new Set(categoryPages(tree));
  const [products, articles] = await Promise.all([
    needed.products ? productPathsAmong(segmentsUnder('products', keys, menu)) : [],
    needed.articles ? articlePathsAmong(segmentsUnder('blogs', keys, menu)) : [],
  ]);
  return sitePages(tree, products, articles);
}
