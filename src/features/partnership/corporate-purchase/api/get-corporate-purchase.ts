import type { ApiCategory } from '@/lib/api-types';
import type { CorporatePurchaseProps } from '../types';

/** TODO: the corporate-purchase page for getStaticProps (server only). */
export async function getCorporatePurchasePage(
  category: ApiCategory,
): Promise<CorporatePurchaseProps | null> {
  return { id: category.category_id, name: category.category_name };
}
