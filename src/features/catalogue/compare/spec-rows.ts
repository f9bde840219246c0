/**
 * The comparison's rows: the union of the products' specification tables, one row per
 * specification name (names matched ignoring case and spacing), in the order names first
 * appear, each with one value per product (null where a product does not list it).
 */

export interface SpecEntry {
  name: string;
  details: string;
}

export interface CompareRow {
  /** The name as first written. */
  name: string;
  /** One per product, in product order; null when the product has no such row. */
  values: (string | null)[];
  /** True when the products do not all show the same value (a missing one counts). */
  differs: boolean;
}

/** The key two names share when they name the same specification. */
export function specKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function sameValue(value: string | null): string | null {
  return value === null ? null : value.trim().replace(/\s+/g, ' ');
}

/** True when the values are not all the same (ignoring outer and repeated spaces). */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  if (values.length < 2) return false;
  const first = sameValue(values[0]);
  return values.some((value) => sameValue(value) !== first);
}

/**
 * Aligns the tables by name. A name repeated inside one table keeps its values together,
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
  return [...rows.values()].map((row) => ({ ...row, differs: valuesDiffer(row.values) }));
}
