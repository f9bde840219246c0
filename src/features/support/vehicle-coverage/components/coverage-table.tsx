import clsx from 'clsx';
import { useId } from 'react';
import { VisuallyHidden, visuallyHiddenClass } from '@/components/ui/visually-hidden';
import typo from '@/styles/typography.module.css';
import { functionNumbers, isFunctionField, isMarkColumn } from '../cells';
import type { CoverageColumn, CoverageResults, FunctionListRef } from '../types';
import { ColumnHeads } from './column-heads';
import { CellContent } from './coverage-cell';
import styles from './coverage-table.module.css';
import stacked from './stacked-table.module.css';
import base from './table-base.module.css';

export interface CoverageTableProps {
  /** What the table shows, for its caption ("AD900 Pro, BMW V1.20"). */
  caption: string;
  columns: CoverageColumn[];
  results: CoverageResults | null;
  /** New rows are on their way: the ones shown are dimmed. */
  busy: boolean;
  onOpenFunctions: (list: FunctionListRef) => void;
}

/**
 * The result table: one column per field; √ ※ × cells read as their meaning; the
 * special_functions and actuation_test cells a button with their function count. Wide
 * tables scroll sideways inside their box (focusable, so the keyboard scrolls it too).
 */
export function CoverageTable({
  caption,
  columns,
  results,
  busy,
  onOpenFunctions,
}: CoverageTableProps) {
  const captionId = useId();
  const rows = results?.rows ?? [];
  const markColumns = new Set(
    columns.filter((column) => isMarkColumn(column, rows)).map((column) => column.field),
  );
  return (
    <div
      className={styles.scroll}
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls must be reachable by keyboard.
      tabIndex={0}
    >
      <table
        className={clsx(base.table, stacked.stacked, busy && base.busy, styles.table)}
        aria-busy={busy}
      >
        <caption id={captionId} className={visuallyHiddenClass}>
          {`Coverage: ${caption}`}
        </caption>
        <ColumnHeads columns={columns} className={styles.head} />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(1, columns.length)} className={clsx(typo.body2, styles.empty)}>
                {busy ? 'Loading…' : 'No data'}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={`${results?.page}-${index}`}>
                {columns.map((column, columnIndex) => {
                  const value = row[column.field] ?? '';
                  const key = column.filter;
                  return (
                    <td
                      key={column.field}
                      // The phone's cards name each value by its column (coverage-table.module.css).
                      data-label={column.label}
                      className={clsx(
                        styles.cell,
                        key && styles.key,
                        key && keyRowEnd(columns, columnIndex) && styles.keyLast,
                      )}
                    >
                      {isFunctionField(column.field) ? (
                        <FunctionCell
                          value={value}
                          onOpen={() =>
                            onOpenFunctions({
                              subField: column.field,
                              title: column.label,
                              nos: value,
                            })
                          }
                          title={column.label}
                        />
                      ) : (
                        <CellContent
                          value={value}
                          blankIsUnsupported={markColumns.has(column.field)}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Whether a vehicle (filter) column's cell ends the last row of the card's vehicle band: the
 * band's cells sit two a row, so the last one and, with an even count, the one before it.
 */
function keyRowEnd(columns: CoverageColumn[], index: number): boolean {
  const keys = columns.flatMap((column, i) => (column.filter ? [i] : []));
  const position = keys.indexOf(index);
  const lastRowStart = keys.length - (keys.length % 2 === 0 ? 2 : 1);
  return position >= lastRowStart;
}

/** A function list: "View (N)" opening the popup, or × when the list is empty. */
function FunctionCell({
  value,
  title,
  onOpen,
}: {
  value: string;
  title: string;
  onOpen: () => void;
}) {
  const count = functionNumbers(value).length;
  if (count === 0) return <CellContent value="" blankIsUnsupported />;
  return (
    <button type="button" className={styles.view} onClick={onOpen} aria-haspopup="dialog">
      {`View (${count})`}
      <VisuallyHidden>{` ${title}`}</VisuallyHidden>
    </button>
  );
}
