/**
 * `/ProductContent?gid=N` (an old navigation route the vendor's links still use): redirects to that product's page.
 * A missing, malformed or unknown gid is the 404 page. The ids come from the goods list (the
 * API has no look-up by id), kept a minute so a burst of old links costs one walk.
 */
import type { GetServerSideProps } from 'next';
import { callApi } from '@/lib/api-client';
import { collectPages, WHOLE_LIST } from '@/lib/paged';
import { paths } from '@/lib/paths';
import { getSite } from '@/lib/site-data';
import { inPreviewRender } from '@/lib/server-scope';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';

const PRODUCTS_ROOT_PATH = '/products';
const CACHE_MS = 60_000;

let cache: { at: number; titles: Map<number, string> } | null = null;

/** goods_id → goods_title of every product the API lists, however long the list. */
async function productTitles(): Promise<Map<number, string>> {
  // A preview (drafts) neither reads nor fills the cache kept for public requests.
  const preview = inPreviewRender();
  if (!preview && cache && Date.now() - cache.at < CACHE_MS) return cache.titles;
  const { tree } = await getSite();
  const root = tree.find((c) => c.category_paths === PRODUCTS_ROOT_PATH);
  const goods = root
    ? await collectPages(async (page) => {
        const response = await callApi(GOODS_ENDPOINTS.goodsAll, {
          query: { category_id: root.category_id, page },
          token: null,
        });
        return { items: response.goods_all, ...response.page };
      }, WHOLE_LIST)
    : [];
  const titles = new Map(goods.map((g) => [g.goods_id, g.goods_title]));
  if (!preview) cache = { at: Date.now(), titles };
  return titles;
}

/** The gid of a query: decimal digits only (one value), else null. */
export function readGid(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const gid = Number(value);
  return gid > 0 ? gid : null;
}

export const getProductContentServerSideProps: GetServerSideProps = async ({ query }) => {
  const gid = readGid(query.gid);
  const title = gid === null ? undefined : (await productTitles()).get(gid);
  if (!title) return { notFound: true };
  return { redirect: { destination: paths.product(title), permanent: true } };
};
