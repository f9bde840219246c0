import { DISTRIBUTOR_CONFIG_IDS } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import type {
  ApiPartnerBusiness,
  BecomeDistributorAllResponse,
} from '@/contract/partnership-api-types';
import { toPartnershipPage } from '@/features/partnership/header.server';
import type { DistributorPartner, DistributorProps } from '../types';
import { externalUrl } from '../external-url';
import { BECOME_DISTRIBUTOR_ENDPOINTS } from '@/contract/vendor-endpoints/become-distributor';

function toPartner(business: ApiPartnerBusiness): DistributorPartner {
  return {
    id: business.business_id,
    name: business.business_name?.trim() ?? '',
    url: externalUrl(business.business_url),
    picture: pictureUrl(business.business_album),
    country: business.country_name?.trim() ?? '',
    cooperationTime: business.business_cooperatetime?.trim() ?? '',
  };
}

/** The page's props from become_distributor_all (server only: it sanitizes). */
export function toDistributorPage(
  category: ApiCategory,
  answer: Partial<BecomeDistributorAllResponse>,
): DistributorProps {
  // The form's config (id 63) is the form's introduction.
  const { form: formIntro, ...blocks } = toPartnershipPage(
    category,
    answer,
    DISTRIBUTOR_CONFIG_IDS,
  );
  return {
    ...blocks,
    formIntro,
    regions: [
      ...new Set((answer.region_all ?? []).map((r) => r.region_name?.trim() ?? '').filter(Boolean)),
    ],
    partners: (answer.business_all ?? []).map(toPartner).filter((p) => p.name !== ''),
  };
}

/**
 * Become a distributor for getStaticProps (server only). A non-200 answer or no answer
 * throws: ISR keeps the last good page.
 */
export async function getDistributorPage(category: ApiCategory): Promise<DistributorProps | null> {
  const answer = await callApi(BECOME_DISTRIBUTOR_ENDPOINTS.becomeDistributorAll, {
    token: null,
  });
  return toDistributorPage(category, answer);
}
