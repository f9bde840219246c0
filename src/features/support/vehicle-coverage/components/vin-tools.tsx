import clsx from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { formatUsd } from '@/lib/usd';
import type { ProductVerdict } from '../verdicts';
import type { CoverageQuery } from '../use-coverage-query';
import type { ToolOffer } from '../types';
import styles from './vin-check.module.css';

/** A plain click (not one for a new tab or window). */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a product's coverage table with a brand (and year) chosen: a plain click chooses
 * them in the selects below and brings the table into view; the address keeps them (a link
 * to share, or to open in a new tab).
 */
export function TableLink({
  params,
  query,
  onShowTable,
  children,
}: {
  params: Record<string, string>;
  query: CoverageQuery;
  onShowTable: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      href={query.hrefWith(params)}
      onClick={(event) => {
        if (plainClick(event) && query.replace(params)) {
          event.preventDefault();
          onShowTable();
        }
      }}
    >
      {children}
    </Link>
  );
}

/** The goods' name linking to its product page, or the product's name when the catalogue has none. */
export function ToolName({ product, offer }: { product: string; offer: ToolOffer | undefined }) {
  if (!offer) return <strong>{product}</strong>;
  return (
    <Link href={offer.href} className={styles.toolName}>
      {offer.title}
    </Link>
  );
}

/** The selling price, the crossed price struck through. */
export function ToolPrice({ offer }: { offer: ToolOffer | undefined }) {
  if (!offer || offer.price === null) return null;
  return (
    <span className={styles.price}>
      {formatUsd(offer.price)}
      {offer.crossedPrice !== null ? (
        <del aria-label={`Was ${formatUsd(offer.crossedPrice)}`} className={styles.muted}>
          {formatUsd(offer.crossedPrice)}
        </del>
      ) : null}
    </span>
  );
}

/**
 * One covering tool: its goods (product page and price), what covers the vehicle, and where
 * to buy it and its coverage table.
 */
export function CoveringProduct({
  verdict,
  offer,
  vin,
  year,
  query,
  onShowTable,
}: {
  verdict: ProductVerdict;
  offer: ToolOffer | undefined;
  vin: string;
  year: number | null;
  query: CoverageQuery;
  onShowTable: () => void;
}) {
  const { product, brand } = verdict;
  if (!brand || verdict.verdict.kind !== 'covers') return null;
  const listed = verdict.verdict.yearListed;
  const params: Record<string, string> = { vin, product, brand: brand.packid };
  if (listed === true && year !== null) params.year = String(year);
  const detail =
    year === null
      ? `${brand.name}, version ${brand.version}`
      : listed === true
        ? `${brand.name}, version ${brand.version}, model year ${year} listed`
        : `${brand.name}, version ${brand.version} (model year not checked)`;
  return (
    <li className={styles.product}>
      <div className={styles.productHead}>
        <ToolName product={product} offer={offer} />
        <ToolPrice offer={offer} />
      </div>
      <span className={clsx(styles.muted, styles.productDetail)}>
        {offer ? `${product}: ${detail}` : detail}
      </span>
      <div className={styles.productLinks}>
        {offer ? <Link href={paths.whereToBuy()}>Where to buy</Link> : null}
        <TableLink params={params} query={query} onShowTable={onShowTable}>
          {`${product} coverage table`}
        </TableLink>
      </div>
    </li>
  );
}
