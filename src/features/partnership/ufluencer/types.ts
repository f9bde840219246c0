import type { ConfigBlock } from '@/lib/site-types';
import type { FaqItem, PartnershipHeader } from '../types';

/** Ufluencer program, reshaped on the server from ufluencer_program_all. */
export interface UfluencerProps {
  header: PartnershipHeader;
  /** 79: the title and text beside the sign-up form. */
  signUp: ConfigBlock | null;
  /** 80: picture and text. */
  pictureBlock: ConfigBlock | null;
  /** 81: the block over a background picture. */
  background: ConfigBlock | null;
  /** 82-84. */
  features: ConfigBlock[];
  faqs: FaqItem[];
}

/** What the sign-up form holds, by the API's field names. */
export interface UfluencerValues {
  ufluencer_firstname: string;
  ufluencer_lastname: string;
  ufluencer_emil: string;
  ufluencer_phone: string;
  ufluencer_channels: string;
}
