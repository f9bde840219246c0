/**
 * Where a warranty claim stands, in the seven steps of the claim View dialog
 * (claim-progress.ts), and whether it waits for the customer: an approved claim without the
 * customer's return logistics waits for the tracking number.
 */
import type { ApiWarrantyClaim } from '@/contract/account-api-types';
import { CLAIM_PROGRESS_STEPS } from '../warranty-claim/claim-progress';
import { CLAIM_STATUS_LABELS } from '@/contract/claim-status';

export interface ClaimStage {
  /** The step under way (0-6); 7 when every step is done. */
  step: number;
  /** The step's name, or "Completed". */
  label: string;
  /** The server's status name ("Approved"). */
  status: string;
  /** The customer has something to do (enter the return logistics). */
  waitsForCustomer: boolean;
  /** The claim is over: repaired, replaced, or its review failed. */
  closed: boolean;
}

export const CLAIM_STEP_COUNT = CLAIM_PROGRESS_STEPS.length;

export function claimStage(claim: ApiWarrantyClaim): ClaimStage {
  const status = CLAIM_STATUS_LABELS[claim.product_warranty_examine_id];
  const at = (step: number, extra: Partial<ClaimStage> = {}): ClaimStage => ({
    step,
    label: step < CLAIM_STEP_COUNT ? CLAIM_PROGRESS_STEPS[step]! : 'Completed',
    status,
    waitsForCustomer: false,
    closed: false,
    ...extra,
  });
  switch (claim.product_warranty_examine_id) {
    case 1:
      return at(3);
    case 3:
      return at(3, { closed: true });
    case 2:
      // Approved: the customer sends the product back and enters its tracking number.
      return claim.product_warranty_custom_logisticsNumber.trim() === ''
        ? at(4, { waitsForCustomer: true })
        : at(5);
    case 4:
      // Returned: step 5 says it is processed after signing (where the View dialog opens).
      return at(5);
    case 5:
    case 6:
      return at(CLAIM_STEP_COUNT, { closed: true });
  }
}
