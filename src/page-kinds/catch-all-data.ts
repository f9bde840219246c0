/**
 * Data side of the CMS catch-all: path → category → page kind (docs/architecture.md, "From category tree to page").
 * Kept apart from the component so none of it reaches the browser bundle.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { REVALIDATE_CONTENT, REVALIDATE_NOT_FOUND } from '@/config/constants';
import { loadOwnAccountPage, ownAccountPaths } from '@/features/account/own-page-data';
import { catchAllPaths, resolvePath } from '@/features/routing/resolve';
import { writeBuildCopy } from '@/features/routing/sitemap-cache';
import { getSite } from '@/lib/site-data';
import { listPrerenderProductPaths } from '@/lib/list-product-paths';
import { listPrerenderArticlePaths } from '@/features/content/article/api/list-article-paths';
import { withPreview } from '@/features/routing/preview/with-preview';
import { loadPage } from './loaders';
import type { CatchAllProps } from './types';

type Params = { slug?: string[] };

/**
 * The build pre-renders home, the menu pages and a bounded number of products and articles (the
 * newest, list-product-paths.ts and list-article-paths.ts), so its time does not grow with the
 * catalogue; every other product and article renders on its first visit and is cached then.
 * Alongside, once per build, the sitemap's list of the whole catalogue is left in the build
 * (sitemap-cache.ts), so a new deploy's first sitemap request does not wait for it.
 */
export const getStaticPaths: GetStaticPaths<Params> = async () => {
  const { tree } = await getSite();
  const [productPaths, articlePaths] = await Promise.all([
    listPrerenderProductPaths(tree),
    listPrerenderArticlePaths(),
    writeBuildCopy(),
  ]);
  return {
    // Home as well, so every instance has its copy from the start (an API outage with an empty
    // shared cache is then answered from the build's copy).
    paths: [
      '/',
      ...catchAllPaths(tree),
      ...ownAccountPaths(),
      ...productPaths,
      ...articlePaths,
    ].map((path) => ({
      params: { slug: path.split('/').filter(Boolean).map(decodeURIComponent) },
    })),
    // Goods and articles not pre-rendered, or published after the build, render on first visit.
    fallback: 'blocking',
  };
};

const loadCatchAll: GetStaticProps<CatchAllProps, Params> = async ({ params }) => {
  // Upstream failures are thrown: ISR keeps the last good page instead of caching a 404.
  const { tree, site } = await getSite();
  const path = `/${(params?.slug ?? []).join('/')}`;
  // The customer area's own pages beside the menu's (My tools: src/features/account/own-pages.ts).
  const own = loadOwnAccountPage(path, tree, site.siteTitle);
  if (own === null) return { notFound: true, revalidate: REVALIDATE_NOT_FOUND };
  if (own) {
    return {
      props: {
        site,
        seo: own.seo,
        page: { kind: 'account', props: own.props },
        structuredData: [],
      },
      revalidate: REVALIDATE_CONTENT,
    };
  }
  const loaded = await loadPage({ path, resolution: resolvePath(tree, path), site, tree });
  if (!loaded) return { notFound: true, revalidate: REVALIDATE_NOT_FOUND };
  return {
    props: { site, seo: loaded.seo, page: loaded.page, structuredData: loaded.structuredData },
    revalidate: loaded.revalidate,
  };
};

/** In draft mode the page shows the drafts (src/features/routing/preview/with-preview.ts). */
export const getStaticProps = withPreview(loadCatchAll);
