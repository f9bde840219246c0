import { REVALIDATE_NOT_FOUND } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import { toProductCard } from '@/lib/goods';
import { getSite } from '@/lib/site-data';
import type { NotFoundProps } from '@/features/routing/types';
import { SERVICE_CONTACT_ENDPOINTS } from '@/contract/vendor-endpoints/service-contact';

/**
 * The 404 page's data: the shell and the featured products of its swiper.
 * A 404 page must always render, so an unreachable API leaves it bare (and retried soon)
 * rather than failing the build or the request.
 */
export async function getNotFoundProps(): Promise<{ props: NotFoundProps; revalidate: number }> {
  const [site, contact] = await Promise.allSettled([
    getSite(),
    callApi(SERVICE_CONTACT_ENDPOINTS.serviceContactAll, { token: null }),
  ]);
  if (site.status === 'rejected' || contact.status === 'rejected') {
    console.warn('404 page rendered without API data: the API did not answer');
  }
  return {
    props: {
      site: site.status === 'fulfilled' ? site.value.site : null,
      products: contact.status === 'fulfilled' ? contact.value.goods_all.map(toProductCard) : [],
    },
    revalidate: REVALIDATE_NOT_FOUND,
  };
}
