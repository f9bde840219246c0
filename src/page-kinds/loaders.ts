/**
 * Server side of the page-kind registry: which kind serves a resolved path, and how its
 * props are loaded. Only getStaticProps imports this file (it pulls the sanitizer in).
 */
import { getHome } from '@/features/catalogue/api/get-home';
import { getProduct } from '@/features/catalogue/api/get-product';
import { toCategoryPage } from '@/features/content/api/get-category-page';
import type { Resolution } from '@/features/routing/resolve';
import type { ApiCategory, CategoryComponent } from '@/lib/api-types';
import { REVALIDATE_CATALOGUE, REVALIDATE_CONTENT } from '@/config/constants';
import { buildSeo, type SeoFields } from '@/lib/seo';
import type { SiteData } from '@/lib/site-types';
import type { PageKind, PageKindId } from './types';

/**
 * The kind registered for each category_component. Kinds that later issues build
 * (product lists, blogs, support, partnership...) show the category page meanwhile.
 */
export const kindForComponent: Record<CategoryComponent, PageKindId> = {
  HomePage: 'home',
  ProductPage: 'category',
  BlogsPage: 'category',
  ContactUsPage: 'category',
  PartnershipPage: 'category',
  DistributorPage: 'category',
  PersonalCenterPage: 'category',
  ServiceCenterPage: 'category',
  BuyPage: 'category',
  CommonFilePage: 'category',
  SupportPage: 'category',
  VehicleCoveragePage: 'category',
  TechSupportPage: 'category',
  WarrantyPage: 'category',
  DownloadsPage: 'category',
  FaqsPage: 'category',
  TrainingCenterPage: 'category',
  FcaSgwPage: 'category',
  ArticlesPage: 'category',
  AboutUsPage: 'category',
  CorporatePurchasePage: 'category',
  InventersTestersPage: 'category',
  UfluencerPage: 'category',
  FunctionStockPage: 'category',
  StatementPage: 'category',
};

export function isKnownComponent(component: string): component is CategoryComponent {
  return Object.hasOwn(kindForComponent, component);
}

export interface LoadedPage {
  page: PageKind;
  seo: SeoFields;
  revalidate: number;
}

export interface LoadContext {
  path: string;
  resolution: Resolution;
  site: SiteData;
  tree: ApiCategory[];
}

function categorySeo(category: ApiCategory, path: string, siteTitle: string): SeoFields {
  return buildSeo(
    {
      seoTitle: category.category_seo_title,
      name: category.category_name,
      seoKeywords: category.category_seo_keywords,
      seoDescription: category.category_seo_description,
      path,
    },
    siteTitle,
  );
}

/** Loads the page a resolved path names, or null for a 404. */
export async function loadPage({
  path,
  resolution,
  site,
  tree,
}: LoadContext): Promise<LoadedPage | null> {
  switch (resolution.type) {
    case 'home': {
      const homeCategory = tree.find((c) => c.category_component === 'HomePage');
      return {
        page: { kind: 'home', props: await getHome(site.siteTitle) },
        seo: homeCategory
          ? categorySeo(homeCategory, '/', site.siteTitle)
          : buildSeo({ path: '/' }, site.siteTitle),
        revalidate: REVALIDATE_CATALOGUE,
      };
    }
    case 'category': {
      const { category } = resolution;
      if (!isKnownComponent(category.category_component)) return null;
      const kind = kindForComponent[category.category_component];
      if (kind !== 'category') {
        // A category that claims a kind with a route of its own (home) is served there.
        return null;
      }
      return {
        page: { kind, props: toCategoryPage(category) },
        seo: categorySeo(category, path, site.siteTitle),
        revalidate: REVALIDATE_CONTENT,
      };
    }
    case 'product': {
      const found = await getProduct(resolution.slug);
      if (!found) return null;
      const { goods, product } = found;
      return {
        page: { kind: 'product', props: product },
        seo: buildSeo(
          {
            seoTitle: goods.goods_seo_title,
            name: goods.goods_title,
            seoKeywords: goods.goods_seo_keywords,
            seoDescription: goods.goods_seo_description,
            path,
            image: product.picture,
            type: 'product',
          },
          site.siteTitle,
        ),
        revalidate: REVALIDATE_CATALOGUE,
      };
    }
    // Article detail comes with the blogs (issue 3); fixed routes have files of their own.
    case 'article':
    case 'fixed':
    case 'notFound':
      return null;
  }
}
