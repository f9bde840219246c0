import clsx from 'clsx';
import type { MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { DecodedVin } from '@/lib/vin/decode';
import { modelYearNote } from '@/lib/vin/messages';
import typo from '@/styles/typography.module.css';
import type { VehicleProducts } from '../api/use-vehicle-products';
import type { ProductVerdict } from '../api/vehicle-products';
import type { CoverageQuery } from '../use-coverage-query';
import styles from './vin-check.module.css';

export interface VinResultProps {
  decoded: DecodedVin;
  products: VehicleProducts;
  query: CoverageQuery;
  onShowTable: () => void;
  brandSelectId: string;
}

/** A plain click (not one for a new tab or window). */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** What a valid VIN says: its maker and model year, and the products that cover it. */
export function VinResult({
  decoded,
  products,
  query,
  onShowTable,
  brandSelectId,
}: VinResultProps) {
  const { maker, modelYear } = decoded;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Maker</dt>
          <dd>
            <span>{maker ? maker.name : 'Not recognised'}</span>{' '}
            <span className={styles.muted}>(manufacturer code {decoded.wmi})</span>
          </dd>
        </div>
        <div>
          <dt>Model year</dt>
          <dd>
            <span>{modelYear ? modelYear.year : 'Not given by this VIN'}</span>
            {modelYear ? (
              <span className={clsx(styles.muted, styles.note)}>{modelYearNote(modelYear)}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Check digit</dt>
          <dd>
            {decoded.checkDigit === 'valid'
              ? 'Correct'
              : 'Not checked (only North American VINs must carry one)'}
          </dd>
        </div>
      </dl>
      {maker ? (
        <ProductList
          products={products}
          decoded={decoded}
          makerName={maker.name}
          query={query}
          onShowTable={onShowTable}
        />
      ) : (
        <div className={styles.fallback}>
          <p className={typo.body2}>
            We could not tell the maker from &ldquo;{decoded.wmi}&rdquo;. Choose the brand by hand
            in the selects below.
          </p>
          <Button
            variant="outlined"
            size="small"
            onClick={() => document.getElementById(brandSelectId)?.focus()}
          >
            Choose the brand
          </Button>
        </div>
      )}
    </>
  );
}

function ProductList({
  products,
  decoded,
  makerName,
  query,
  onShowTable,
}: {
  products: VehicleProducts;
  decoded: DecodedVin;
  makerName: string;
  query: CoverageQuery;
  onShowTable: () => void;
}) {
  const year = decoded.modelYear?.year ?? null;
  const vehicle = year === null ? makerName : `${makerName} ${year}`;
  if (products.status === 'idle') return null;
  if (products.status === 'loading') {
    return <p className={typo.body2}>{`Checking which of our tools cover a ${vehicle}…`}</p>;
  }
  if (products.status === 'failed') {
    return (
      <p className={typo.body2}>
        Our coverage data did not answer; choose the brand in the selects below.
      </p>
    );
  }
  const covering = products.verdicts.filter((v) => v.verdict.kind === 'covers');
  const others = products.verdicts.filter((v) => v.verdict.kind !== 'covers');
  return (
    <div className={styles.products}>
      <h3 className={typo.h6}>{`Our tools for a ${vehicle}`}</h3>
      {covering.length > 0 ? (
        <ul className={styles.productList} aria-label="Tools that cover this vehicle">
          {covering.map((verdict) => (
            <CoveringProduct
              key={verdict.product}
              verdict={verdict}
              vin={decoded.vin}
              year={year}
              query={query}
              onShowTable={onShowTable}
            />
          ))}
        </ul>
      ) : (
        <p className={typo.body2}>{`None of our tools covers a ${vehicle} yet.`}</p>
      )}
      {others.length > 0 ? (
        <ul className={clsx(styles.productList, styles.muted)} aria-label="Tools that do not">
          {others.map((verdict) => (
            <li key={verdict.product}>{notCovering(verdict, makerName, year)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CoveringProduct({
  verdict,
  vin,
  year,
  query,
  onShowTable,
}: {
  verdict: ProductVerdict;
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
      <span>
        <strong>{product}</strong> — {detail}
      </span>
      <Link
        href={query.hrefWith(params)}
        onClick={(event) => {
          if (plainClick(event) && query.replace(params)) {
            event.preventDefault();
            onShowTable();
          }
        }}
      >
        {`${product} coverage table`}
      </Link>
    </li>
  );
}

function notCovering(verdict: ProductVerdict, makerName: string, year: number | null): string {
  switch (verdict.verdict.kind) {
    case 'other-years':
      return `${verdict.product}: ${makerName}, but not model year ${year ?? ''}`.trim();
    case 'no-brand':
      return `${verdict.product}: no ${makerName} coverage`;
    default:
      return `${verdict.product}: could not be checked`;
  }
}
