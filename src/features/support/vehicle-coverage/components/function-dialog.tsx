import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import clsx from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { ModalDialog } from '@/components/form/modal-dialog';
import { MuiProvider } from '@/components/mui-provider';
import { Pagination } from '@/components/pagination';
import { useToast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { visuallyHiddenClass } from '@/components/ui/visually-hidden';
import typo from '@/styles/typography.module.css';
import { useFunctionList } from '../api/use-function-list';
import { FIRST_PAGE } from '../cascade-state';
import type { CoverageColumn, CoverageRow, CoverageSelection, FunctionListRef } from '../types';
import { ColumnHeads } from './column-heads';
import { CellContent } from './coverage-cell';
import styles from './function-dialog.module.css';
import stacked from './stacked-table.module.css';
import base from './table-base.module.css';

/** An empty function-name search (a warning titled Tips). */
export const FUNCTION_NAME_REQUIRED = 'Please enter the function name';
/** The close label (a Chinese label on the vendor's page: docs/copy.md, "Typo fixes"). */
export const CLOSE_LABEL = 'Close';

export interface FunctionDialogProps {
  open: boolean;
  selection: CoverageSelection;
  list: FunctionListRef;
  onClose: () => void;
}

/** Columns to show: the service's, else the rows' own keys. */
function columnsOf(columns: CoverageColumn[] | undefined, rows: CoverageRow[]): CoverageColumn[] {
  if (columns && columns.length > 0) return columns;
  return Object.keys(rows[0] ?? {}).map((field) => ({ field, label: field, filter: false }));
}

/**
 * The "Actuation Test" / "Special Functions" popup: the functions of one result cell, a
 * function-name search and Close. A MUI dialog (focus trap), fetched on the first open.
 * Close and Escape close it; a click outside does not.
 */
export function FunctionDialog({ open, selection, list, onClose }: FunctionDialogProps) {
  const toast = useToast();
  const titleId = useId();
  const [draft, setDraft] = useState('');
  const [functionName, setFunctionName] = useState('');
  const [page, setPage] = useState(FIRST_PAGE);
  const { columns, rows, pageSize } = useFunctionList(selection, list, functionName, page);
  const data = rows.data;
  const shown = columnsOf(columns.data, data?.rows ?? []);
  const loading = rows.isLoading || (rows.isValidating && !data);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) {
      toast.warning(FUNCTION_NAME_REQUIRED);
      return;
    }
    setFunctionName(name);
    setPage(FIRST_PAGE);
  };

  return (
    <MuiProvider>
      <ModalDialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{list.title}</DialogTitle>
        <DialogContent>
          <form
            role="search"
            aria-label={`Search ${list.title}`}
            className={styles.search}
            onSubmit={search}
          >
            <TextField
              label="Function name"
              size="small"
              placeholder={FUNCTION_NAME_REQUIRED}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className={styles.searchField}
            />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </form>
          <div
            className={styles.tableBox}
            role="region"
            aria-labelledby={`${titleId}-caption`}
            tabIndex={0}
          >
            <table
              className={clsx(
                base.table,
                stacked.stacked,
                styles.table,
                rows.isValidating && base.busy,
              )}
              aria-busy={rows.isValidating}
            >
              <caption id={`${titleId}-caption`} className={visuallyHiddenClass}>
                {functionName ? `${list.title} matching "${functionName}"` : list.title}
              </caption>
              <ColumnHeads columns={shown} className={styles.head} />
              <tbody>
                {data && data.rows.length > 0 ? (
                  data.rows.map((row, index) => (
                    <tr key={index}>
                      {shown.map((column) => (
                        // A phone stacks each row as a card whose values name their column.
                        <td key={column.field} className={styles.cell} data-label={column.label}>
                          <CellContent value={row[column.field] ?? ''} blankIsUnsupported={false} />
                        </td>
                      ))}
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td
                      colSpan={Math.max(1, shown.length)}
                      className={clsx(typo.body2, styles.empty)}
                    >
                      {loading ? 'Loading…' : 'No data'}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          {data && data.total > pageSize ? (
            <Pagination
              total={data.total}
              pageSize={pageSize}
              page={page}
              onChange={setPage}
              size="small"
              label={`${list.title} pages`}
            />
          ) : (
            <p className={clsx(typo.body2, styles.total)} role="status">
              {data ? `Total ${data.total}` : ''}
            </p>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{CLOSE_LABEL}</Button>
        </DialogActions>
      </ModalDialog>
    </MuiProvider>
  );
}
