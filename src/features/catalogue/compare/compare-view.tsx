import clsx from 'clsx';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { HydrateLater } from '@/components/hydrate-later';
import { Alert } from '@/components/alert';
import { LoadError } from '@/components/list-notes';
import { Seo } from '@/components/seo';
import { Checkbox } from '@/components/ui/checkbox';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import layout from '@/styles/layout.module.css';
import typo from '@/styles/typography.module.css';
import { COMPARE_MAX, compareHref } from '@/lib/compare-slugs';
import { CompareTable } from './components/compare-table';
import type { ComparePageProps, CompareProduct } from './types';
import styles from './compare-view.module.css';

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

function Notices({ unknown, dropped }: Pick<ComparePageProps, 'unknown' | 'dropped'>) {
  return (
    <>
      {unknown.length > 0 ? (
        <Alert severity="warning" role="status">
          No product found for {quoted(unknown)}: {unknown.length === 1 ? 'it is' : 'they are'} left
          out of the comparison.
        </Alert>
      ) : null}
      {dropped.length > 0 ? (
        <Alert severity="info" role="status">
          A comparison holds up to {COMPARE_MAX} products: the first {COMPARE_MAX} are shown,{' '}
          {quoted(dropped)} {dropped.length === 1 ? 'is' : 'are'} left out.
        </Alert>
      ) : null}
    </>
  );
}

/** "3 of 11 specifications differ." (a value not listed is no difference). */
export function differenceSummary(differing: number, specifications: number): string {
  return `${differing} of ${specifications} ${specifications === 1 ? 'specification differs' : 'specifications differ'}.`;
}

/** The comparison of the products the address names (/compare?products=SLUG,...). */
export default function CompareView({
  seo,
  products,
  rows,
  unknown,
  dropped,
  unavailable,
}: ComparePageProps) {
  const router = useRouter();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const captionId = useId();
  // Price and badge are shown, not counted: the count and the filter are the specifications'.
  const specifications = rows.filter((row) => row.group !== 'summary');
  const differing = specifications.filter((row) => row.differs);
  const shown = onlyDifferences
    ? rows.filter((row) => row.group === 'summary' || row.differs)
    : rows;
  const without = (product: CompareProduct) =>
    compareHref(products.filter((p) => p.slug !== product.slug).map((p) => p.slug));
  return (
    <>
      <Seo seo={seo} />
      <Head>
        <meta key="robots" name="robots" content="noindex, follow" />
      </Head>
      <Container className={clsx(layout.page, styles.page)}>
        <h1 className={typo.h1}>Compare products</h1>
        {unavailable ? (
          <LoadError
            message="The comparison is not available right now: our catalogue did not answer. Please try again in a moment."
            onRetry={() => router.reload()}
            retryLabel="Try again"
          />
        ) : (
          <>
            <Notices unknown={unknown} dropped={dropped} />
            {products.length === 0 ? (
              <p className={typo.body1}>
                No products to compare yet. Choose up to {COMPARE_MAX} with the Compare button on
                any product, then open the comparison from the tray.{' '}
                <Link href={paths.products()}>Browse the products</Link>
              </p>
            ) : (
              <>
                <div className={styles.toolbar}>
                  <Checkbox
                    label="Show only differences"
                    checked={onlyDifferences}
                    onChange={(event) => setOnlyDifferences(event.target.checked)}
                    disabled={products.length < 2}
                  />
                  <p className={clsx(typo.body2, typo.secondary)} aria-live="polite">
                    {products.length < 2
                      ? 'Add another product to see what differs.'
                      : differenceSummary(differing.length, specifications.length)}
                  </p>
                </div>
                {differing.length === 0 && onlyDifferences ? (
                  <p className={typo.body1}>
                    These products show the same value in every specification they list.
                  </p>
                ) : null}
                <HydrateLater>
                  <CompareTable
                    caption={`${products.map((p) => p.title).join(' vs ')}${onlyDifferences ? ': differences only' : ''}`}
                    captionId={captionId}
                    products={products}
                    rows={shown}
                    productActions={(product) => (
                      <Link
                        href={without(product)}
                        className={styles.remove}
                        aria-label={`Remove ${product.title} from the comparison`}
                      >
                        Remove
                      </Link>
                    )}
                  />
                </HydrateLater>
              </>
            )}
          </>
        )}
      </Container>
    </>
  );
}
