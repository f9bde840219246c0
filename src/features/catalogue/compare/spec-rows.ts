/**
 * The comparison's rows: the union of the products' specification tables, one row per
 * specification name (names matched ignoring case and spacing), each with one value per
 * product (null where a product does not list it). The rows every product lists come first
 * ("shared"), in the order names first appear; the rows some products do not list follow
 * ("partial"), so products of different categories are compared on what they share.
 */

export interface SpecEntry {
  name: string;
  details: string;
}

/**
 * Where a row belongs: the products' summary (price, badge: shown, never counted as a
 * difference), a specification every product lists, or one some products do not list.
 */
export type CompareRowGroup = 'summary' | 'shared' | 'partial';

export interface CompareRow {
  /** The name as first written. */
  name: string;
  /** One per product, in product order; null when the product does not list it. */
  values: (string | null)[];
  /**
   * True when the products that list it do not all show the same value. A value that is not
   * listed is no difference, and a summary row never differs.
   */
  differs: boolean;
  group: CompareRowGroup;
}

/** The key two names share when they name the same specification. */
export function specKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function sameValue(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * True when at least two products list a value and those values are not all the same
 * (ignoring outer and repeated spaces). A missing value (null) is "not listed", not a value.
 */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  const listed = values.filter((value): value is string => value !== null).map(sameValue);
  return listed.length > 1 && listed.some((value) => value !== listed[0]);
}

/**
 * Aligns the tables by name: the rows every table lists, then the others, each part in the
 * order names first appear. A name repeated inside one table keeps its values together,
 * joined by "; ". Rows without a name are skipped.
 */
export function alignSpecRows(tables: readonly (readonly SpecEntry[])[]): CompareRow[] {
  const rows = new Map<string, { name: string; values: (string | null)[] }>();
  tables.forEach((table, column) => {
    for (const entry of table) {
      const key = specKey(entry.name);
      if (!key) continue;
      let row = rows.get(key);
      if (!row) {
        row = { name: entry.name.trim(), values: tables.map(() => null) };
        rows.set(key, row);
      }
      const details = entry.details.trim();
      const current = row.values[column];
      row.values[column] = current === null ? details : `${current}; ${details}`;
    }
  });
  const aligned = [...rows.values()].map((row): CompareRow => ({
    ...row,
    differs: valuesDiffer(row.values),
    group: row.values.includes(null) ? 'partial' : 'shared',
  }));
  return [
    ...aligned.filter((row) => row.group === 'shared'),
    ...aligned.filter((row) => row.group === 'partial'),
  ];
}
