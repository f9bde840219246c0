/** The coverage service's brands and filters, as every reader of it sees them. */
import type { CoverageBrand } from './types';

type Packid = CoverageBrand['packid'];

/** Package ids are equal as text (the API sends some as numbers). */
export function samePackid(a: Packid | null, b: Packid | null): boolean {
  return a !== null && b !== null && String(a) === String(b);
}

/** One brand per packid, in first-seen order, with the versions of all its rows. */
export function uniqueBrands(rows: CoverageBrand[]): CoverageBrand[] {
  const brands: CoverageBrand[] = [];
  for (const row of rows) {
    const seen = brands.find((b) => samePackid(b.packid, row.packid));
    if (!seen) {
      brands.push({ ...row, versions: unique(row.versions) });
    } else {
      seen.versions = unique([...seen.versions, ...row.versions]);
    }
  }
  return brands;
}

/** The values, each once, in first-seen order. */
export function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The Year filter of a version's columns ("year", or a label such as "Model Year"). */
export function isYearFilter(filter: { field: string; label: string }): boolean {
  return filter.field.toLowerCase() === 'year' || /\byear\b/i.test(filter.label);
}
