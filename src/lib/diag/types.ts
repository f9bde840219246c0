/** The coverage service's brands, columns and rows, as the site reads them (src/lib/diag). */

/** A brand of the diagnosis database, its duplicates (same packid) merged. */
export interface CoverageBrand {
  brand: string;
  /** As the API sent it: it goes back unchanged in later calls. */
  packid: string | number;
  versions: string[];
}

/** A column of the result table. */
export interface CoverageColumn {
  field: string;
  label: string;
  /** The column is also a filter select. */
  filter: boolean;
}

/** A result row: each column's cell by its field. */
export type CoverageRow = Record<string, string>;
