import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface RecordColumn<Row> {
  /** Unique within the table. */
  id: string;
  label: string;
  render: (row: Row) => ReactNode;
}

export interface RecordsTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => number | string;
  /** The row's buttons (last column, "Operation"). */
  actions?: (row: Row) => ReactNode;
  /** What an empty list says. */
  emptyText?: string;
}

/** One table for every record list of the customer area; scrolls sideways on a phone. */
export function RecordsTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  emptyText = 'No data',
}: RecordsTableProps<Row>) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mt: 2 }}>
      <Table size="small" aria-label={label} aria-busy={rows === undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
            {actions && <TableCell sx={{ fontWeight: 600 }}>Operation</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined ? (
            <TableRow>
              <TableCell colSpan={span} align="center">
                <CircularProgress size={24} aria-label="Loading" />
              </TableCell>
            </TableRow>
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={span} align="center">
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id}>{column.render(row)}</TableCell>
                ))}
                {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(row)}</TableCell>}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
