import { apiPost } from '@/lib/api-client';
import type { FunctionLikeResponse } from '@/contract/api-types';
import { CLIENT_ID_HEADER, getClientId } from '@/features/catalogue/function-stock/api/client-id';

export const FUNCTION_LIKE_PATH = '/api/FunctionStock/function_like';

/** Sets this browser's like of a function; answers the stored state and count. */
export async function likeFunction(
  functionId: number,
  liked: boolean,
): Promise<{ liked: boolean; count: number }> {
  const response = await apiPost<FunctionLikeResponse>(FUNCTION_LIKE_PATH, {
    body: { function_id: functionId, liked },
    headers: { [CLIENT_ID_HEADER]: getClientId() },
    token: null,
  });
  return { liked: response.data.liked, count: response.data.function_like_count };
}
