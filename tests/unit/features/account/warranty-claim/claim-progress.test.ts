import type { ClaimStatus } from '@/contract/account-api-types';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { CLAIM_STATUS_LABELS } from '@/contract/claim-status';
import {
  ALL_STEPS_DONE,
  CLAIM_PROGRESS_STEPS,
  isNextDisabled,
  isPrevDisabled,
  LAST_PROGRESS_STEP,
  logisticsEditable,
  nextStep,
  prevStep,
  reviewOutcome,
  startStep,
  stepContent,
} from '@/features/account/warranty-claim/claim-progress';

/** Every step the view can be on: the seven indices and 7, all done. */
const STEPS = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * Per status: start step, step 3's content, whether the logistics form is editable and, for
 * steps 0-7, whether Next is disabled (T) or not (F).
 */
const TABLE: [
  status: ClaimStatus,
  label: string,
  start: number,
  review: string,
  editable: boolean,
  nextDisabled: string,
][] = [
  [1, 'Under review', 3, 'under-review', true, 'FFFTFFTT'],
  [2, 'Approved', 3, 'approved', true, 'FFFFTFTT'],
  [3, 'Review failed', 3, 'failed', true, 'FFFTFFTT'],
  [4, 'Product Returned', 5, 'approved', false, 'FFFFFTTT'],
  [5, 'Product Repaired', 7, 'approved', false, 'FFFFFFTT'],
  [6, 'Sent Replacement', 7, 'approved', false, 'FFFFFFTT'],
];

describe('warranty claim progress', () => {
  it('has seven steps; 7 means every step done', () => {
    expect(CLAIM_PROGRESS_STEPS).toHaveLength(7);
    expect(LAST_PROGRESS_STEP).toBe(6);
    expect(ALL_STEPS_DONE).toBe(7);
  });

  describe.each(TABLE)('status %i (%s)', (status, label, start, review, editable, nextDisabled) => {
    it('has its label', () => {
      expect(CLAIM_STATUS_LABELS[status]).toBe(label);
    });

    it(`starts at step ${start}`, () => {
      expect(startStep(status)).toBe(start);
    });

    it(`shows "${review}" on step 3`, () => {
      expect(reviewOutcome(status)).toBe(review);
    });

    it(`has ${editable ? 'an editable' : 'a read-only'} logistics form`, () => {
      expect(logisticsEditable(status)).toBe(editable);
    });

    it.each(STEPS)('Next and Prev on step %i', (step) => {
      expect(isNextDisabled(step, status)).toBe(nextDisabled[step] === 'T');
      expect(isPrevDisabled(step)).toBe(step === 0);
    });
  });

  it('shows on each step what the spec says', () => {
    expect(STEPS.map(stepContent)).toEqual([
      'product',
      'claim-type',
      'application',
      'review',
      'logistics-form',
      'logistics-submitted',
      'company-logistics',
      'company-logistics',
    ]);
  });

  it('moves one step at a time, Next never past the last step (the cap at 5), Prev never below 0', () => {
    expect(STEPS.map(nextStep)).toEqual([1, 2, 3, 4, 5, 6, 6, 6]);
    expect(STEPS.map(prevStep)).toEqual([0, 0, 1, 2, 3, 4, 5, 6]);
  });

  it('the failure notice is word for word', () => {
    expect(ACCOUNT_MESSAGES.claimReviewFailed).toBe(
      'The review failed, please contact customer service for details.',
    );
  });
});
