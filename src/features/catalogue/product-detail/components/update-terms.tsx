import clsx from 'clsx';
import typo from '@/styles/typography.module.css';
import styles from './update-terms.module.css';

/** Spec: the product page's sample terms, shown where the goods record states none. */
export const SAMPLE_FREE_UPDATE_YEARS = 3;
export const SAMPLE_ANNUAL_SUBSCRIPTION_USD = 99;

/** The sample terms as the page says them. */
export const SAMPLE_UPDATE_TERMS = `Free software updates for ${SAMPLE_FREE_UPDATE_YEARS} years, then an annual subscription of ${SAMPLE_ANNUAL_SUBSCRIPTION_USD} USD.`;

/**
 * The software-update terms under the price: the record's own "Software Updates"
 * specification when it has one, else the spec's sample terms.
 */
export function UpdateTerms({ recordTerms }: { recordTerms: string | null }) {
  return (
    <p className={clsx(typo.body2, styles.terms)} data-testid="update-terms">
      <strong>Software updates:</strong> {recordTerms || SAMPLE_UPDATE_TERMS}
    </p>
  );
}
