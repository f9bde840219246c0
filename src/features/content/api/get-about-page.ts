import type { ApiCategory } from '@/lib/api-types';
import type { AboutPageProps } from '../types';

// Stub until the page is built (issue 3).
export async function getAboutPage(category: ApiCategory): Promise<AboutPageProps | null> {
  return { name: category.category_name };
}
