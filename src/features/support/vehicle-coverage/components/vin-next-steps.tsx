import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import typo from '@/styles/typography.module.css';
import { type ClosestTool, yearSpan } from '../closest-tool';
import type { ProductVerdict } from '../verdicts';
import type { CoverageQuery } from '../use-coverage-query';
import type { ToolOffer } from '../types';
import { TableLink, ToolName, ToolPrice } from './vin-tools';
import styles from './vin-check.module.css';

/** "A", "A and B", "A, B and C". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The years the make's brand lists across the products that have it (null: none has it). */
function makerYears(verdicts: readonly ProductVerdict[]) {
  return yearSpan(
    verdicts.flatMap((v) => (v.verdict.kind === 'other-years' ? v.verdict.years : [])),
  );
}

/** What the coverage data lists, said when it does not cover the vehicle. */
export function listedCoverage(
  makerName: string,
  verdicts: readonly ProductVerdict[],
  makes: readonly string[],
): string {
  const years = makerYears(verdicts);
  if (years)
    return `Our coverage data lists ${makerName} model years ${years.first} to ${years.last}.`;
  if (verdicts.some((v) => v.brand !== null)) return `Our coverage data lists ${makerName}.`;
  if (makes.length === 0) return `Our coverage data does not list ${makerName} yet.`;
  return `Our coverage data does not list ${makerName} yet. It lists ${makes.length} makes: ${listOf(makes)}.`;
}

/** What the closest tool covers, in words. */
export function closestText(closest: ClosestTool, makerName: string): string {
  switch (closest.kind) {
    case 'same-make':
      return `covers ${closest.brand} model years ${closest.years.first} to ${closest.years.last}.`;
    case 'group-make': {
      const years = closest.years
        ? `, model years ${closest.years.first} to ${closest.years.last}`
        : '';
      return `covers ${closest.brand}, a make of the same group as ${makerName} (${closest.group})${years}.`;
    }
    case 'widest':
      return `covers the most makes (${closest.makes}); no make of ${makerName}’s group is listed.`;
  }
}

/** Ask Tech Support, the form coming with the VIN. */
export function TechSupportStep({ vin }: { vin: string }) {
  return (
    <li className={styles.step}>
      <Link href={paths.techSupport(vin)}>Ask Tech Support about this car</Link>
      <span className={styles.muted}>
        The form opens with the VIN filled in; our engineers answer by e-mail, usually within 24
        hours.
      </span>
    </li>
  );
}

export interface NoCoverageProps {
  vehicle: string;
  makerName: string;
  vin: string;
  verdicts: ProductVerdict[];
  makes: string[];
  closest: ClosestTool | null;
  tools: ToolOffer[];
  query: CoverageQuery;
  onShowTable: () => void;
  /** The tools that do not cover it, listed before the next steps. */
  children?: ReactNode;
}

/**
 * None of our tools covers the vehicle: which years and makes the data lists, and the next
 * steps: the closest tool by make (its page, price and coverage table) and Tech Support.
 */
export function NoCoverage({
  vehicle,
  makerName,
  vin,
  verdicts,
  makes,
  closest,
  tools,
  query,
  onShowTable,
  children,
}: NoCoverageProps) {
  const offer = closest ? tools.find((t) => t.product === closest.product) : undefined;
  return (
    <>
      <p className={typo.body2}>{`None of our tools covers a ${vehicle} yet.`}</p>
      <p className={typo.body2}>{listedCoverage(makerName, verdicts, makes)}</p>
      {children}
      <h4 className={clsx(typo.subtitle2, styles.stepsTitle)}>Next steps</h4>
      <ul className={styles.steps} aria-label="Next steps">
        {closest ? (
          <li className={styles.step}>
            <span>
              Closest by make: <ToolName product={closest.product} offer={offer} />{' '}
              {closestText(closest, makerName)}
            </span>
            <div className={styles.productLinks}>
              <ToolPrice offer={offer} />
              {offer ? <Link href={paths.whereToBuy()}>Where to buy</Link> : null}
              {closest.kind !== 'widest' ? (
                <TableLink
                  params={{ vin, product: closest.product, brand: closest.packid }}
                  query={query}
                  onShowTable={onShowTable}
                >
                  {`${closest.product} coverage table for ${closest.brand}`}
                </TableLink>
              ) : null}
            </div>
          </li>
        ) : null}
        <TechSupportStep vin={vin} />
      </ul>
    </>
  );
}
