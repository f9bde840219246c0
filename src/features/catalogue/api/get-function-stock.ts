import type { ApiCategory } from '@/lib/api-types';
import type { FunctionStockProps } from '../types';

// Stub until the page is built (issue 3).
export async function getFunctionStockPage(
  category: ApiCategory,
): Promise<FunctionStockProps | null> {
  return { name: category.category_name };
}
