import type { ApiCategory } from '@/lib/api-types';
import type { InventersTestersProps } from '../types';

/** TODO: the inventers-testers page for getStaticProps (server only). */
export async function getInventersTestersPage(
  category: ApiCategory,
): Promise<InventersTestersProps | null> {
  return { id: category.category_id, name: category.category_name };
}
