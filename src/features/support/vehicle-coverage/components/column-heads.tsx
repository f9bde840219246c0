import type { CoverageColumn } from '../types';

export interface ColumnHeadsProps {
  columns: readonly CoverageColumn[];
  /** The header cell's class (the result table and the function popup style theirs apart). */
  className: string;
}

/** The head of a coverage table: one column header per field. */
export function ColumnHeads({ columns, className }: ColumnHeadsProps) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.field} scope="col" className={className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
