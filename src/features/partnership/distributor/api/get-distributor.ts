import type { ApiCategory } from '@/lib/api-types';
import type { DistributorProps } from '../types';

/** TODO: the distributor page for getStaticProps (server only). */
export async function getDistributorPage(category: ApiCategory): Promise<DistributorProps | null> {
  return { id: category.category_id, name: category.category_name };
}
