import type { ProductCardData } from '@/lib/goods';
import type { ConfigBlock } from '@/lib/site-types';
import type { PartnershipHeader } from '../types';

/**
 * Inventers testers program, reshaped on the server from
 * inventers_testers_program_all.
 */
export interface InventersTestersProps {
  header: PartnershipHeader;
  /** 69: text and picture. */
  intro: ConfigBlock | null;
  /** 70: the benefits block's title and text. */
  benefits: ConfigBlock | null;
  /** 71-74: the benefits list. */
  benefitsList: ConfigBlock[];
  /** 75-78: picture and text cards. */
  cards: ConfigBlock[];
  /** Discover our products: each links to /products/{title with hyphens}. */
  products: ProductCardData[];
}
