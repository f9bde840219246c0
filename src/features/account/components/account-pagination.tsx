import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useState } from 'react';
import { clampPage, pageCount } from '@/components/pagination';
import type { ApiPage } from '@/contract/api-types';

export interface AccountPaginationProps {
  page: ApiPage;
  onChange: (page: number) => void;
  /** The customer tables have a jumper; the issue card lists do not. */
  jumper?: boolean;
}

/** Total, prev, pager, next and a jumper. Hidden when there is nothing to page. */
export function AccountPagination({ page, onChange, jumper = true }: AccountPaginationProps) {
  const count = pageCount(page.total, page.listRows);
  const [jump, setJump] = useState('');
  const jumperId = useId();
  if (page.total === 0) return null;
  const go = () => {
    const target = Number(jump);
    setJump('');
    if (jump.trim() === '' || !Number.isFinite(target)) return;
    const clamped = clampPage(target, count);
    if (clamped !== page.currentPage) onChange(clamped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      go();
    }
  };
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}
    >
      <Typography variant="body2">Total {page.total}</Typography>
      <Pagination
        count={count}
        page={clampPage(page.currentPage, count)}
        onChange={(_, next) => onChange(next)}
        color="primary"
        shape="rounded"
      />
      {jumper && count > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="label" htmlFor={jumperId} variant="body2">
            Go to
          </Typography>
          <TextField
            id={jumperId}
            size="small"
            value={jump}
            onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
            onKeyDown={onKeyDown}
            onBlur={go}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Go to page', size: 3 } }}
            sx={{ width: 72 }}
          />
        </Box>
      )}
    </Box>
  );
}
