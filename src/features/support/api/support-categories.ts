import { ApiError, callApi } from '@/lib/api-client';
import type { SupportCategoryOption } from '../library-types';
import { SUPPORTS_ENDPOINTS } from '@/contract/vendor-endpoints/supports';

/**
 * The child categories of a support page (Downloads' file categories, Training center's
 * video categories), for its category select. Server side (getStaticProps): a page the API
 * knows no children of still shows "All"; other failures are thrown (ISR keeps the last page).
 */
export async function fetchSupportCategories(categoryId: number): Promise<SupportCategoryOption[]> {
  try {
    const response = await callApi(SUPPORTS_ENDPOINTS.supportsAll, {
      query: { category_id: categoryId },
      token: null,
      severity: 'silent',
    });
    return (response.data ?? [])
      .filter((category) => category.category_id !== categoryId && category.category_name)
      .map((category) => ({ id: category.category_id, name: category.category_name }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') return [];
    throw error;
  }
}
