/**
 * The View dialog's progress rules, pure so
 * they are tested as a table. A claim's status comes from the server; these functions only say
 * where the 7-step view starts, what each step shows and which buttons work.
 *
 * Steps (indices): 0 choose product, 1 choose claim type, 2 submit application, 3 review,
 * 4 return logistics, 5 product returned, 6 repair or replacement. A step of 7 is one past the
 * last index: every step completed (MUI's Stepper, like the original's, marks all seven done).
 *
 * "The maximum step is capped at 5 in the client", as read here: 5 is the furthest step the
 * Next button advances FROM, so Next never takes the view past the last step (6); the steps
 * beyond it are reached only from the server's status. The start steps are not capped: a
 * repaired or replaced claim (5, 6) opens at 7, all done, with the company's logistics, as the
 * start-step rule says (capping the start at 5 would show a repaired product as
 * "waiting to be signed for" and break that rule). So from 7 Prev goes to 6, 5 and so on, and
 * Next brings the view back up to 6 at most. In practice the cap coincides with the rule
 * "Next is disabled on the last step".
 */
import type { ClaimStatus } from '@/contract/account-api-types';

/** The seven steps of the View dialog. */
export const CLAIM_PROGRESS_STEPS = [
  'Choose product',
  'Choose claim type',
  'Submit application',
  'Review',
  'Return logistics',
  'Product returned',
  'Repair or replacement',
] as const;

/** The index of the last step (6). */
export const LAST_PROGRESS_STEP = CLAIM_PROGRESS_STEPS.length - 1;
/** All seven steps completed (where repaired and replaced claims start). */
export const ALL_STEPS_DONE = CLAIM_PROGRESS_STEPS.length;
/** The furthest step the Next button moves from ("capped at 5 in the client"). */
export const NEXT_STEP_CAP = 5;

/** Where the View dialog opens: 1, 2, 3 → 3; 4 → 5; 5, 6 → 7 (all done). */
export function startStep(status: ClaimStatus): number {
  if (status === 4) return 5;
  if (status === 5 || status === 6) return ALL_STEPS_DONE;
  return 3;
}

/** What step 3 shows. */
export type ReviewOutcome = 'under-review' | 'approved' | 'failed';

export function reviewOutcome(status: ClaimStatus): ReviewOutcome {
  if (status === 1) return 'under-review';
  if (status === 3) return 'failed';
  return 'approved';
}

/** The return logistics form is editable only while the status is below 4. */
export function logisticsEditable(status: ClaimStatus): boolean {
  return status < 4;
}

/** What a step shows. */
export type ProgressContent =
  | 'product'
  | 'claim-type'
  | 'application'
  | 'review'
  | 'logistics-form'
  | 'logistics-submitted'
  | 'company-logistics';

/** What steps 0 to 5 show; 6 and 7 show the company's logistics. */
const STEP_CONTENTS: readonly ProgressContent[] = [
  'product',
  'claim-type',
  'application',
  'review',
  'logistics-form',
  'logistics-submitted',
];

export function stepContent(step: number): ProgressContent {
  return step in STEP_CONTENTS ? STEP_CONTENTS[step] : 'company-logistics';
}

export function isPrevDisabled(step: number): boolean {
  return step <= 0;
}

/**
 * Next is disabled on step 3 when the status is 1 or 3, on step 4 when it is 2, beyond step 4
 * when it is 4, and on the last step (and past it, where repaired and replaced claims start):
 * anything above the cap of 5.
 */
export function isNextDisabled(step: number, status: ClaimStatus): boolean {
  if (step === 3 && (status === 1 || status === 3)) return true;
  if (step === 4 && status === 2) return true;
  if (step > 4 && status === 4) return true;
  return step > NEXT_STEP_CAP;
}

/** The step after Next (never past the last step). */
export function nextStep(step: number): number {
  return Math.min(step, NEXT_STEP_CAP) + 1;
}

/** The step after Prev (never below 0). */
export function prevStep(step: number): number {
  return Math.max(step - 1, 0);
}
