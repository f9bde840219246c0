/**
 * Server side of the page-kind registry: which kind serves a resolved path, and how its
 * props are loaded. Only getStaticProps imports this file (it pulls the sanitizer in).
 */
import { REVALIDATE_CATALOGUE, REVALIDATE_CONTENT } from '@/config/constants';
import { getFunctionStockPage } from '@/features/catalogue/function-stock/get-function-stock';
import { getHome } from '@/features/catalogue/home/api/get-home';
import { getProduct } from '@/features/catalogue/product-detail/api/get-product';
import { getProductsPage } from '@/features/catalogue/products/api/get-products-page';
import { getAccountPage } from '@/features/account/get-account-page';
import { getCorporatePurchasePage } from '@/features/partnership/corporate-purchase/api/get-corporate-purchase';
import { getDistributorPage } from '@/features/partnership/distributor/api/get-distributor';
import { getInventersTestersPage } from '@/features/partnership/inventers-testers/api/get-inventers-testers';
import { getUfluencerPage } from '@/features/partnership/ufluencer/api/get-ufluencer';
import { getAboutPage } from '@/features/content/about/api/get-about-page';
import { getArticle } from '@/features/content/article/api/get-article';
import { getBlogsPage } from '@/features/content/blogs/api/get-blogs-page';
import { toCategoryPage } from '@/features/content/get-category-page';
import { getSupportHtmlPage } from '@/features/support/support-html/get-support-html';
import { getVehicleCoveragePage } from '@/features/support/vehicle-coverage/api/get-vehicle-coverage';
import { getTechSupportPage } from '@/features/support/tech-support/api/get-tech-support';
import { getDownloadsPage } from '@/features/support/downloads/api/get-downloads';
import { getTrainingCenterPage } from '@/features/support/training-center/api/get-training-center';
import { getFaqsPage } from '@/features/support/faqs/api/get-faqs';
import { getServiceCenterPage } from '@/features/support/service-center/api/get-service-center';
import { getContactUsPage } from '@/features/support/contact-us/api/get-contact-us';
import { getWhereToBuyPage } from '@/features/support/where-to-buy/api/get-where-to-buy';
import type { Resolution } from '@/features/routing/resolve';
import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { buildSeo, type SeoFields } from '@/lib/seo';
import { breadcrumbJsonLd, plainText, productJsonLd } from '@/lib/structured-data';
import type { SiteData } from '@/lib/site-types';
import { isKnownComponent, kindForComponent } from '@/lib/page-kind-ids';
import type { CategoryKindId, PageKind, PropsOf } from './types';

export interface LoadContext {
  path: string;
  resolution: Resolution;
  site: SiteData;
  tree: ApiCategory[];
}

/** A kind's props and what it adds to the head, or null when the API knows no such page. */
export interface KindResult<P> {
  props: P;
  seo?: SeoFields;
  structuredData?: object[];
}

type CategoryLoader<K extends CategoryKindId> = (
  category: ApiCategory,
  context: LoadContext,
) => Promise<KindResult<PropsOf<K>> | null>;

/** How the props of each category kind are loaded (one fetcher per feature page). */
const categoryLoaders: { [K in CategoryKindId]: CategoryLoader<K> } = {
  category: async (category) => ({ props: toCategoryPage(category) }),
  products: async (category, { tree }) => wrap(await getProductsPage(category, tree)),
  blogs: async (category) => wrap(await getBlogsPage(category)),
  about: async (category) => wrap(await getAboutPage(category)),
  functionStock: async (category) => wrap(getFunctionStockPage(category)),
  supportHtml: async (category, { tree }) => wrap(getSupportHtmlPage(category, tree)),
  vehicleCoverage: async (category, { tree }) => wrap(await getVehicleCoveragePage(category, tree)),
  techSupport: async (category, { tree }) => wrap(await getTechSupportPage(category, tree)),
  downloads: async (category, { tree }) => wrap(await getDownloadsPage(category, tree)),
  trainingCenter: async (category, { tree }) => wrap(await getTrainingCenterPage(category, tree)),
  faqs: async (category, { tree }) => wrap(await getFaqsPage(category, tree)),
  serviceCenter: async (category, { tree }) => wrap(await getServiceCenterPage(category, tree)),
  contactUs: async (category, { tree }) => wrap(await getContactUsPage(category, tree)),
  whereToBuy: async (category, { tree }) => wrap(await getWhereToBuyPage(category, tree)),
  corporatePurchase: async (category) => wrap(await getCorporatePurchasePage(category)),
  distributor: async (category) => wrap(await getDistributorPage(category)),
  inventersTesters: async (category) => wrap(await getInventersTestersPage(category)),
  ufluencer: async (category) => wrap(await getUfluencerPage(category)),
  // Signed-in only: the HTML carries the menu and the heading, the browser the records.
  account: async (category, { tree }) => wrap(getAccountPage(category, tree)),
};

function wrap<P>(props: P | null): KindResult<P> | null {
  return props === null ? null : { props };
}

export interface LoadedPage {
  page: PageKind;
  seo: SeoFields;
  structuredData: object[];
  revalidate: number;
}

export function categorySeo(category: ApiCategory, path: string, siteTitle: string): SeoFields {
  return buildSeo(
    {
      seoTitle: category.category_seo_title,
      name: category.category_name,
      seoKeywords: category.category_seo_keywords,
      seoDescription: category.category_seo_description,
      path,
      image: pictureUrl(category.category_picture),
    },
    siteTitle,
  );
}

async function loadCategory<K extends CategoryKindId>(
  kind: K,
  category: ApiCategory,
  context: LoadContext,
): Promise<LoadedPage | null> {
  const result = await (categoryLoaders[kind] as CategoryLoader<K>)(category, context);
  if (!result) return null;
  return {
    page: { kind, props: result.props } as PageKind,
    seo: result.seo ?? categorySeo(category, context.path, context.site.siteTitle),
    structuredData: result.structuredData ?? [],
    revalidate: kind === 'products' ? REVALIDATE_CATALOGUE : REVALIDATE_CONTENT,
  };
}

/** Loads the page a resolved path names, or null for a 404. */
export async function loadPage(context: LoadContext): Promise<LoadedPage | null> {
  const { path, resolution, site, tree } = context;
  switch (resolution.type) {
    case 'home': {
      const homeCategory = tree.find((c) => c.category_component === 'HomePage');
      return {
        page: { kind: 'home', props: await getHome(site.siteTitle) },
        seo: homeCategory
          ? categorySeo(homeCategory, '/', site.siteTitle)
          : buildSeo({ path: '/' }, site.siteTitle),
        structuredData: [],
        revalidate: REVALIDATE_CATALOGUE,
      };
    }
    case 'category': {
      const { category } = resolution;
      if (!isKnownComponent(category.category_component)) return null;
      const kind = kindForComponent[category.category_component];
      // A category that claims the home kind is served at `/` only.
      if (kind === 'home') return null;
      return loadCategory(kind, category, context);
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
        structuredData: [
          productJsonLd({
            name: product.title,
            url: path,
            images: [
              product.picture,
              ...product.media.flatMap((m) => (m.type === 'image' ? [m.src] : [])),
            ],
            description: goods.goods_seo_description || plainText(product.describeHtml),
            sku: product.id,
            brand: site.siteTitle,
            price: product.price,
          }),
          breadcrumbJsonLd([
            { name: 'Home', url: '/' },
            { name: 'Products', url: '/products' },
            { name: product.title, url: path },
          ]),
        ],
        revalidate: REVALIDATE_CATALOGUE,
      };
    }
    case 'article': {
      const article = await getArticle(resolution.articlesPath);
      if (!article) return null;
      return {
        page: { kind: 'article', props: article.props },
        seo: article.seo ?? buildSeo({ path, type: 'article' }, site.siteTitle),
        structuredData: article.structuredData ?? [],
        revalidate: REVALIDATE_CONTENT,
      };
    }
    // Fixed routes have files of their own.
    case 'fixed':
    case 'notFound':
      return null;
  }
}
