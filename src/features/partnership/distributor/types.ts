import type { ConfigBlock } from '@/lib/site-types';
import type { DistributorInput } from '@/contract/partnership-api-types';
import type { PartnershipHeader } from '../types';

/** An outstanding partner of the carousel. */
export interface DistributorPartner {
  id: number;
  name: string;
  /** The partner's own site (http or https only), '' when it has none usable. */
  url: string;
  /** Absolute picture URL, '' when none. */
  picture: string;
  country: string;
  /** e.g. "Since 2019". */
  cooperationTime: string;
}

/** Become a distributor, reshaped on the server from become_distributor_all. */
export interface DistributorProps {
  header: PartnershipHeader;
  /** 54: the title above the feature cards. */
  featuresTitle: ConfigBlock | null;
  /** 55-57. */
  features: ConfigBlock[];
  /** 58: the title above the icon row. */
  iconsTitle: ConfigBlock | null;
  /** 59-62. */
  icons: ConfigBlock[];
  /** 63: the form's title and subtitle. */
  formIntro: ConfigBlock | null;
  /** 64-67: the side panel beside the form. */
  sidePanel: ConfigBlock[];
  /** 68: the code image. */
  codeImage: ConfigBlock | null;
  /** The region names of the region select, in the API's order. */
  regions: string[];
  partners: DistributorPartner[];
}

/** What the distributor form holds, by the API's field names; the tick as a boolean. */
export type DistributorValues = Omit<DistributorInput, 'isAgreement'> & { isAgreement: boolean };
