import Box from '@mui/material/Box';
import MuiPagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId } from 'react';

/** Pages needed for `total` rows of `pageSize` (at least 1, so a pager always has a page). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** A page number inside 1..count (non-numbers become 1). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

export interface PaginationProps {
  /** Rows in all pages. */
  total: number;
  pageSize: number;
  /** 1-based. */
  page: number;
  onChange: (page: number) => void;
  /** Shows a "Go to" page field. */
  jumper?: boolean;
  /** Hides the "Total N" text. */
  hideTotal?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Accessible name of the navigation. */
  label?: string;
}

/** Total, prev, pager, next (and an optional jumper): MUI Pagination plus the spec's extras. */
export function Pagination({
  total,
  pageSize,
  page,
  onChange,
  jumper = false,
  hideTotal = false,
  size = 'medium',
  label = 'Pagination',
}: PaginationProps) {
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const jumperId = useId();

  const jump = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    const input = event.target as HTMLInputElement;
    const raw = input.value.trim();
    input.value = '';
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value)) return;
    const target = clampPage(value, count);
    if (target !== current) onChange(target);
  };

  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 3,
      }}
    >
      {hideTotal ? null : <Typography component="span">{`Total ${total}`}</Typography>}
      <MuiPagination
        count={count}
        page={current}
        size={size}
        color="primary"
        onChange={(_event, value) => {
          if (value !== current) onChange(value);
        }}
      />
      {jumper ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="label" htmlFor={jumperId}>
            Go to page
          </Typography>
          <TextField
            id={jumperId}
            size="small"
            type="number"
            onKeyDown={jump}
            slotProps={{ htmlInput: { min: 1, max: count } }}
            sx={{ width: 72 }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
