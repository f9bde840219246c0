import { visuallyHiddenOnPhoneClass } from '@/components/ui/visually-hidden';
import type { CoverageColumn } from '../types';

export interface ColumnHeadsProps {
  columns: readonly CoverageColumn[];
  /** The header cell's class (the result table and the function popup style theirs apart). */
  className: string;
}

/**
 * The head of a coverage table: one column header per field. A phone shows the rows as
 * cards whose values name their column (stacked-table.module.css): the head is hidden
 * from sight there, not from screen readers.
 */
export function ColumnHeads({ columns, className }: ColumnHeadsProps) {
  return (
    <thead className={visuallyHiddenOnPhoneClass}>
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
