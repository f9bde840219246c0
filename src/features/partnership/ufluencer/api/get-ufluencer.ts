import type { ApiCategory } from '@/lib/api-types';
import type { UfluencerProps } from '../types';

/** TODO: the ufluencer page for getStaticProps (server only). */
export async function getUfluencerPage(category: ApiCategory): Promise<UfluencerProps | null> {
  return { id: category.category_id, name: category.category_name };
}
