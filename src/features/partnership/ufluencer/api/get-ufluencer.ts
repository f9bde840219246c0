import { UFLUENCER_CONFIG_IDS } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import type { UfluencerAllResponse } from '@/contract/partnership-api-types';
import { toFaqItems, toPartnershipPage } from '@/features/partnership/header.server';
import type { UfluencerProps } from '../types';
import { UFLUENCER_PROGRAM_ENDPOINTS } from '@/contract/vendor-endpoints/ufluencer-program';

/** The page's props from ufluencer_program_all (server only: it sanitizes). */
export function toUfluencerPage(
  category: ApiCategory,
  answer: Partial<UfluencerAllResponse>,
): UfluencerProps {
  return {
    ...toPartnershipPage(category, answer, UFLUENCER_CONFIG_IDS),
    faqs: toFaqItems(answer.article_all),
  };
}

/**
 * The ufluencer program for getStaticProps (server only). A non-200 answer or no answer
 * throws: ISR keeps the last good page.
 */
export async function getUfluencerPage(category: ApiCategory): Promise<UfluencerProps | null> {
  const answer = await callApi(UFLUENCER_PROGRAM_ENDPOINTS.ufluencerProgramAll, { token: null });
  return toUfluencerPage(category, answer);
}
