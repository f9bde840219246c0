import clsx from 'clsx';
import { ButtonLink } from '@/components/ui/button';
import { CompareTable } from '@/features/catalogue/compare/components/compare-table';
import type { ModelComparison as Comparison } from '@/features/catalogue/compare/types';
import { compareSlug } from '@/lib/compare-slugs';
import typo from '@/styles/typography.module.css';
import styles from './model-comparison.module.css';

const HEADING_ID = 'product-compare-models';

/**
 * The product beside the category's models nearest in price: price and the rows that differ,
 * and a link to the whole comparison on /compare.
 */
export function ModelComparison({ comparison, title }: { comparison: Comparison; title: string }) {
  const { products, rows, totalRows, href } = comparison;
  return (
    <section aria-labelledby={HEADING_ID} className={styles.section}>
      <h2 id={HEADING_ID} className={clsx(typo.h2, typo.center, styles.title)}>
        Compare the models
      </h2>
      <CompareTable
        caption={`${title} and similar models: where they differ`}
        captionId={`${HEADING_ID}-caption`}
        products={products}
        rows={rows}
        currentSlug={compareSlug(title)}
      />
      <p className={styles.more}>
        <ButtonLink href={href} variant="outlined">
          Compare all {totalRows} specifications
        </ButtonLink>
      </p>
    </section>
  );
}
