import type { GetStaticProps } from 'next';
import { REVALIDATE_CONTENT, TERMS_OF_SERVICE_CATEGORY_ID } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { flattenTree } from '@/lib/category-tree';
import { pictureUrl } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import { buildSeo, type SeoFields } from '@/lib/seo';
import { getSite } from '@/lib/site-data';
import type { SiteData } from '@/lib/site-types';
import type { CategoryPageProps } from '@/features/content/types';
import { toCategoryPage } from '@/features/content/get-category-page';
import { CATEGORY_ENDPOINTS } from '@/contract/vendor-endpoints/category';

/**
 * The terms page: the distributor category's details, or those of
 * category 100 when the distributor category has none.
 */
export async function getStatement(tree: ApiCategory[]): Promise<CategoryPageProps> {
  const distributor = flattenTree(tree).find(
    ({ category }) => category.category_component === 'DistributorPage',
  )?.category;
  if (distributor?.category_details?.trim()) {
    return { ...toCategoryPage(distributor), children: [] };
  }
  const { data } = await callApi(CATEGORY_ENDPOINTS.categoryDetails, {
    query: { category_id: TERMS_OF_SERVICE_CATEGORY_ID },
    token: null,
  });
  return {
    id: data.category_id,
    name: data.category_name,
    introduce: '',
    picture: pictureUrl(data.category_picture),
    detailsHtml: sanitizeHtml(data.category_details),
    children: [],
  };
}

export interface StatementProps {
  site: SiteData;
  seo: SeoFields;
  statement: CategoryPageProps;
}

export const getStatementStaticProps: GetStaticProps<StatementProps> = async () => {
  const { tree, site } = await getSite();
  const statement = await getStatement(tree);
  return {
    props: {
      site,
      statement,
      seo: buildSeo({ name: statement.name, path: '/statement' }, site.siteTitle),
    },
    revalidate: REVALIDATE_CONTENT,
  };
};
