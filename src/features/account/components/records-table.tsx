import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { BREAKPOINT } from '@/config/constants';
import { ListLoadError } from '@/components/list-notes';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

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
  /** What an empty list says (a first step for a new customer: components/first-step.tsx). */
  empty?: ReactNode;
  /** The read behind the rows: a failure shows in place of the empty text, with Retry. */
  load?: ListLoad;
}

/** The state of the read behind a list (useRecordList gives it). */
export interface ListLoad {
  error: Error | undefined;
  retry: () => void;
  validating: boolean;
}

/** What a list that could not be loaded says: the records are not gone. */
export function loadFailedText(label: string): string {
  return `We couldn't load your ${label.toLowerCase()}. Nothing is lost: please try again.`;
}

/** The failure of a list with no rows to show, or null when it has rows or did not fail. */
export function LoadFailure({ label, load }: { label: string; load: ListLoad | undefined }) {
  if (!load?.error) return null;
  return (
    <ListLoadError
      error={load.error}
      loaded={false}
      message={loadFailedText(label)}
      onRetry={load.retry}
      retrying={load.validating}
    />
  );
}

/** The column a card shows beside its title: the record's state. */
export const STATUS_COLUMN_ID = 'status';

/**
 * One table for every record list of the customer area. On a phone (up to 768px) the rows
 * become cards instead, so nothing hides off-screen: the first column as the card's title
 * with the status beside it, the actions right under it, then every other field.
 */
export function RecordsTable<Row>({ empty = 'No data', ...rest }: RecordsTableProps<Row>) {
  // The dashboard renders in the browser only (its records need the token): no server pass.
  const phone = useMediaQuery(`(max-width:${BREAKPOINT.mobile}px)`, { noSsr: true });
  const props = { ...rest, empty };
  return phone ? <RecordCards {...props} /> : <RecordsGrid {...props} />;
}

/** The props a layout gets: the table's, with what an empty list says filled in. */
type LayoutProps<Row> = RecordsTableProps<Row> & { empty: ReactNode };

function RecordCards<Row>(props: LayoutProps<Row>) {
  const { label, columns, rows, rowKey, actions, empty, load } = props;
  if (rows === undefined || rows.length === 0) {
    const failed = Boolean(load?.error);
    return (
      <Paper variant="outlined" sx={{ mt: 2, p: 3, textAlign: 'center' }} aria-busy={!rows}>
        {failed ? (
          <LoadFailure label={label} load={load} />
        ) : rows === undefined ? (
          <CircularProgress size={24} aria-label="Loading" />
        ) : (
          empty
        )}
      </Paper>
    );
  }
  const [first, ...rest] = columns;
  const status = rest.find((column) => column.id === STATUS_COLUMN_ID);
  const details = rest.filter((column) => column !== status);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 2 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            {first ? (
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, minWidth: 0 }}>
                <VisuallyHidden>{`${first.label}: `}</VisuallyHidden>
                {first.render(row)}
              </Typography>
            ) : null}
            {status ? (
              <Box data-card-status="" sx={{ fontWeight: 600 }}>
                <VisuallyHidden>{`${status.label}: `}</VisuallyHidden>
                {status.render(row)}
              </Box>
            ) : null}
          </Box>
          {actions ? (
            <Box data-card-actions="" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {actions(row)}
            </Box>
          ) : null}
          {details.length > 0 ? (
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
                mt: 1.5,
                fontSize: '0.875rem',
                '& dd': { m: 0, overflowWrap: 'anywhere' },
                '& dt': { color: 'text.secondary' },
              }}
            >
              {details.map((column) => (
                <Box key={column.id} sx={{ display: 'contents' }}>
                  <dt>{column.label}</dt>
                  <dd>{column.render(row)}</dd>
                </Box>
              ))}
            </Box>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}

function RecordsGrid<Row>(props: LayoutProps<Row>) {
  const { label, columns, rows, rowKey, actions, empty, load } = props;
  const span = columns.length + (actions ? 1 : 0);
  const failed = Boolean(load?.error) && (rows === undefined || rows.length === 0);
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
          {failed ? (
            <TableRow>
              <TableCell colSpan={span} align="center">
                <LoadFailure label={label} load={load} />
              </TableCell>
            </TableRow>
          ) : rows === undefined ? (
            <TableRow>
              <TableCell colSpan={span} align="center">
                <CircularProgress size={24} aria-label="Loading" />
              </TableCell>
            </TableRow>
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={span} align="center">
                {empty}
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
