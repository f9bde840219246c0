/**
 * The warranty claims (GET /mock/warranty-claims) moved by the staff's steps
 * (POST /mock/warranty-claims/:id/status): a claim under review is approved or refused, an
 * approved one comes back, a returned one is repaired or replaced; a refused one may be
 * reviewed again.
 */
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLAIM_STATUS_LABELS } from '../../../src/contract/claim-status';
import type { ClaimLine } from '../../routes/dev/warranty-claims';
import { callRoute, routeData, withQuery } from '../api';
import { Feedback } from '../feedback';
import { useAction } from '../use-action';

const STATUS_NAMES: Record<number, string> = CLAIM_STATUS_LABELS;

/** The staff's next steps from each status: [target status, button text]. */
export const NEXT_STEPS: Record<number, [number, string][]> = {
  1: [
    [2, 'Approve'],
    [3, 'Refuse'],
  ],
  2: [[4, 'Product returned']],
  3: [[1, 'Review again']],
  4: [
    [5, 'Repaired'],
    [6, 'Send replacement'],
  ],
  5: [],
  6: [],
};

export function ClaimsPanel() {
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const [claims, setClaims] = useState<ClaimLine[]>([]);
  const { feedback, busy, run } = useAction();

  const load = useCallback(
    () =>
      run(async () => {
        setClaims(
          await routeData<ClaimLine[]>(
            'GET',
            withQuery('/mock/warranty-claims', { status, q: q.trim() }),
          ),
        );
      }),
    [run, status, q],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => void load(), 250);
    return () => window.clearTimeout(timer);
  }, [load]);

  const move = (claim: ClaimLine, to: number) =>
    run(async () => {
      const { msg } = await callRoute('POST', `/mock/warranty-claims/${claim.id}/status`, {
        status: to,
      });
      setClaims(
        await routeData<ClaimLine[]>(
          'GET',
          withQuery('/mock/warranty-claims', { status, q: q.trim() }),
        ),
      );
      return msg;
    });

  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        Warranty claims
      </Typography>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          size="small"
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any status</MenuItem>
          {Object.entries(STATUS_NAMES).map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {value} {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="E-mail, product or serial"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          size="small"
          sx={{ minWidth: 280 }}
        />
        <Button variant="outlined" onClick={() => void load()}>
          Refresh
        </Button>
      </Stack>
      <Feedback state={feedback} />
      {claims.length === 0 ? (
        <Typography>No claims.</Typography>
      ) : (
        <Table size="small" aria-label="Warranty claims, newest first">
          <TableHead>
            <TableRow>
              <TableCell>Claim</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Product and serial</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Staff steps</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {claims.map((claim) => (
              <TableRow key={claim.id} data-testid="claim">
                <TableCell>
                  #{claim.id} {claim.claimType}
                </TableCell>
                <TableCell>{claim.created}</TableCell>
                <TableCell>{claim.email}</TableCell>
                <TableCell>
                  {claim.product}
                  {claim.serial ? ` (${claim.serial})` : ''}
                </TableCell>
                <TableCell>
                  {claim.status} {claim.statusName}
                  {claim.rmaCode ? `, ${claim.rmaCode}` : ''}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {NEXT_STEPS[claim.status]?.map(([to, text]) => (
                      <Button
                        key={to}
                        size="small"
                        variant="outlined"
                        disabled={busy}
                        onClick={() => void move(claim, to)}
                        aria-label={`${text}: claim ${claim.id} to ${STATUS_NAMES[to]}`}
                      >
                        {text}
                      </Button>
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
