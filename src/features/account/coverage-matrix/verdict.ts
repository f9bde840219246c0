/**
 * A tool's verdict on a car: covered (with how many functions), not covered, or unknown.
 * Pure: the coverage service's answers come in (coverage-source.ts asks for them).
 */
import type { CoverageBrand, CoverageRow } from '@/lib/diag/types';
import { coverageMark, functionNumbers, isFunctionField } from '@/lib/diag/cells';
import { findMakerBrand } from '@/lib/diag/maker-brand';
import type { CarQuery } from './car-query';

export type UnknownReason =
  /** The owned tool is not one the coverage service lists. */
  | 'no-list'
  /** Neither VIN nor make names a maker we know, or the car has no model year. */
  | 'car-unknown'
  /** The service did not answer. */
  | 'no-answer';

export type Verdict =
  | { kind: 'covered'; product: string; packid: string; year: number; functions: number }
  | { kind: 'not-covered'; product: string }
  | { kind: 'unknown'; reason: UnknownReason };

/** The brand and version to ask about a car (the maker's brand, its newest version). */
export function brandFor(
  brands: readonly CoverageBrand[],
  car: CarQuery,
): { packid: string; version: string } | null {
  if (!car.maker) return null;
  const brand = findMakerBrand([...brands], car.maker);
  const version = brand?.versions[0];
  return brand && version !== undefined ? { packid: String(brand.packid), version } : null;
}

/**
 * How many functions the rows offer: each system's √ and ※ columns, and each actuation test
 * and special function by its number, counted once.
 */
export function functionCount(
  rows: readonly CoverageRow[],
  filterFields: readonly string[],
): number {
  const functions = new Set<string>();
  for (const row of rows) {
    const system = row.system ?? '';
    for (const [field, value] of Object.entries(row)) {
      if (filterFields.includes(field)) continue;
      if (isFunctionField(field)) {
        for (const no of functionNumbers(value)) functions.add(`${field}:${no}`);
      } else {
        const mark = coverageMark(value);
        if (value.trim() !== '' && (mark === 'supported' || mark === 'conditional'))
          functions.add(`${system}:${field}`);
      }
    }
  }
  return functions.size;
}
