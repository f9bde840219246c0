/**
 * The warranty claim statuses' names, as the claim pages show them and the mock API returns
 * them. Type-only imports: the mock API loads this file too.
 */
import type { ClaimStatus } from './account-api-types';

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  1: 'Under review',
  2: 'Approved',
  3: 'Review failed',
  4: 'Product Returned',
  5: 'Product Repaired',
  6: 'Sent Replacement',
};
