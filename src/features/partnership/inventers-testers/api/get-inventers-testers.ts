import { INVENTERS_TESTERS_CONFIG_IDS } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { toProductCard } from '@/lib/goods';
import type { InventersTestersAllResponse } from '@/contract/partnership-api-types';
import { toPartnershipPage } from '@/features/partnership/header.server';
import type { InventersTestersProps } from '../types';
import { INVENTERS_TESTERS_PROGRAM_ENDPOINTS } from '@/contract/vendor-endpoints/inventers-testers-program';

/** The page's props from inventers_testers_program_all (server only: it sanitizes). */
export function toInventersTestersPage(
  category: ApiCategory,
  answer: Partial<InventersTestersAllResponse>,
): InventersTestersProps {
  return {
    ...toPartnershipPage(category, answer, INVENTERS_TESTERS_CONFIG_IDS),
    products: (answer.goods_all ?? [])
      .filter((goods) => goods.goods_title?.trim())
      .map(toProductCard),
  };
}

/**
 * The inventers testers program for getStaticProps (server only). A non-200 answer or no
 * answer throws: ISR keeps the last good page.
 */
export async function getInventersTestersPage(
  category: ApiCategory,
): Promise<InventersTestersProps | null> {
  const answer = await callApi(INVENTERS_TESTERS_PROGRAM_ENDPOINTS.inventersTestersProgramAll, {
    token: null,
  });
  return toInventersTestersPage(category, answer);
}
