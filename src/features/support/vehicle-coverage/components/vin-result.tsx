import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import type { DecodedVin } from '@/lib/vin/decode';
import { modelYearNote } from '@/lib/vin/messages';
import typo from '@/styles/typography.module.css';
import type { VehicleProducts } from '../api/use-vehicle-products';
import { yearSpan } from '../closest-tool';
import type { ProductVerdict } from '../verdicts';
import type { CoverageQuery } from '../use-coverage-query';
import type { ToolOffer } from '../types';
import { NoCoverage, TechSupportStep } from './vin-next-steps';
import { CoveringProduct } from './vin-tools';
import styles from './vin-check.module.css';

export interface VinResultProps {
  decoded: DecodedVin;
  products: VehicleProducts;
  query: CoverageQuery;
  onShowTable: () => void;
  brandSelectId: string;
  tools: ToolOffer[];
}

/**
 * What a valid VIN says: its maker and model year, and the products that cover it (each with
 * its product page, price, where to buy and coverage table), or, when none does, what the
 * data lists and the next steps.
 */
export function VinResult({
  decoded,
  products,
  query,
  onShowTable,
  brandSelectId,
  tools,
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
          tools={tools}
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
          <ul className={styles.steps} aria-label="Next steps">
            <TechSupportStep vin={decoded.vin} />
          </ul>
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
  tools,
}: {
  products: VehicleProducts;
  decoded: DecodedVin;
  makerName: string;
  query: CoverageQuery;
  onShowTable: () => void;
  tools: ToolOffer[];
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
  const notCoveringList =
    others.length > 0 ? (
      <ul className={clsx(styles.productList, styles.muted)} aria-label="Tools that do not">
        {others.map((verdict) => (
          <li key={verdict.product}>{notCovering(verdict, makerName, year)}</li>
        ))}
      </ul>
    ) : null;
  return (
    <div className={styles.products}>
      <h3 className={typo.h6}>{`Our tools for a ${vehicle}`}</h3>
      {covering.length > 0 ? (
        <ul className={styles.productList} aria-label="Tools that cover this vehicle">
          {covering.map((verdict) => (
            <CoveringProduct
              key={verdict.product}
              verdict={verdict}
              offer={tools.find((tool) => tool.product === verdict.product)}
              vin={decoded.vin}
              year={year}
              query={query}
              onShowTable={onShowTable}
            />
          ))}
        </ul>
      ) : (
        <NoCoverage
          vehicle={vehicle}
          makerName={makerName}
          vin={decoded.vin}
          verdicts={products.verdicts}
          makes={products.makes}
          closest={products.closest}
          tools={tools}
          query={query}
          onShowTable={onShowTable}
        >
          {notCoveringList}
        </NoCoverage>
      )}
      {covering.length > 0 ? notCoveringList : null}
    </div>
  );
}

function notCovering(verdict: ProductVerdict, makerName: string, year: number | null): string {
  switch (verdict.verdict.kind) {
    case 'other-years': {
      const years = yearSpan(verdict.verdict.years);
      const listed = years ? ` ${years.first} to ${years.last}` : '';
      return `${verdict.product}: ${makerName}${listed}, but not model year ${year ?? ''}`.trim();
    }
    case 'no-brand':
      return `${verdict.product}: no ${makerName} coverage`;
    default:
      return `${verdict.product}: could not be checked`;
  }
}
