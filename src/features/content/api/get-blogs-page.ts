import type { ApiCategory } from '@/lib/api-types';
import type { BlogsPageProps } from '../types';

// Stub until the page is built (issue 3).
export async function getBlogsPage(category: ApiCategory): Promise<BlogsPageProps | null> {
  return { name: category.category_name };
}
