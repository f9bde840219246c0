/**
 * The comparison page's data. What is compared comes from the address, so the page is
 * rendered per request and cached briefly by shared caches. Each product is the goods record
 * its page shows (goods_details by title); a slug naming no product becomes a notice.
 */
import type { GetServerSideProps } from 'next';
import { SITE_TITLE_FALLBACK } from '@/config/constants';
import { ApiError, callApi, nullIfRefused } from '@/lib/api-client';
import type { ApiGoods } from '@/contract/api-types';
import { goodsTitleFromSlug } from '@/lib/format';
import { lastGoodSite } from '@/lib/last-good-site';
import { buildSeo } from '@/lib/seo';
import { getSite } from '@/lib/site-data';
import { GOODS_DETAILS_ENDPOINT } from '@/contract/vendor-endpoints/goods-details';
import { buildComparison } from '../comparison';
import { COMPARE_PARAM, COMPARE_PATH, parseCompareSlugs } from '@/lib/compare-slugs';
import type { ComparePageProps, Comparison } from '../types';

export const COMPARE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
/** An outage's answer: never kept by a shared cache, and asked again soon. */
export const COMPARE_UNAVAILABLE_CACHE_CONTROL = 'no-store';
const UNAVAILABLE_RETRY_AFTER_S = 30;

/** The goods record a slug names, or null when the API knows no such product. */
async function goodsForSlug(slug: string): Promise<ApiGoods | null> {
  const response = await nullIfRefused(
    callApi(GOODS_DETAILS_ENDPOINT, {
      query: { goods_title: goodsTitleFromSlug(slug) },
      token: null,
    }),
  );
  return response?.data ?? null;
}

export interface CompareLookup extends Comparison {
  unknown: string[];
}

/** The products the slugs name, in their order; the slugs naming none are listed apart. */
export async function lookUpComparison(slugs: readonly string[]): Promise<CompareLookup> {
  const found = await Promise.all(slugs.map(goodsForSlug));
  const goods: ApiGoods[] = [];
  const unknown: string[] = [];
  const seen = new Set<number>();
  found.forEach((record, index) => {
    if (record === null) unknown.push(slugs[index]);
    // Two spellings of one product's slug show it once.
    else if (!seen.has(record.goods_id)) {
      seen.add(record.goods_id);
      goods.push(record);
    }
  });
  return { ...buildComparison(goods), unknown };
}

/** A failure of the API itself (no answer, 5xx), as opposed to a bug of this site. */
function isOutage(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'server' || error.kind === 'network');
}

export const getCompareServerSideProps: GetServerSideProps<ComparePageProps> = async ({
  query,
  res,
}) => {
  const { slugs, dropped } = parseCompareSlugs(query[COMPARE_PARAM]);
  const [shell, lookup] = await Promise.allSettled([getSite(), lookUpComparison(slugs)]);
  if (lookup.status === 'rejected' && !isOutage(lookup.reason)) throw lookup.reason;
  const site = shell.status === 'fulfilled' ? shell.value.site : lastGoodSite();
  const unavailable = lookup.status === 'rejected';
  if (unavailable) {
    console.warn('compare page rendered without products: the API did not answer');
    res.statusCode = 503;
    res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
  }
  res.setHeader(
    'Cache-Control',
    unavailable || shell.status === 'rejected'
      ? COMPARE_UNAVAILABLE_CACHE_CONTROL
      : COMPARE_CACHE_CONTROL,
  );
  const result =
    lookup.status === 'fulfilled' ? lookup.value : { products: [], rows: [], unknown: [] };
  const names = result.products.map((product) => product.title);
  return {
    props: {
      site,
      seo: buildSeo(
        {
          name: names.length > 0 ? `Compare ${names.join(', ')}` : 'Compare products',
          path: COMPARE_PATH,
        },
        site?.siteTitle ?? SITE_TITLE_FALLBACK,
      ),
      products: result.products,
      rows: result.rows,
      unknown: result.unknown,
      dropped,
      unavailable,
    },
  };
};
