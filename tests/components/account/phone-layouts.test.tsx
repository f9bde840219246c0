/**
 * The customer area on a phone (390px): record lists become cards that keep each record's
 * status and actions on screen, and the claim tracker runs down the dialog with its current
 * step marked. On wider screens the table and the horizontal stepper stay.
 */
import { screen, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { type RecordColumn, RecordsTable } from '@/features/account/components/records-table';
import { ClaimStepper } from '@/features/account/warranty-claim/components/claim-view-dialog';
import { renderWithProviders } from '../../render';

interface Serial {
  id: number;
  model: string;
  serial: string;
  added: string;
  status: string;
}

const COLUMNS: readonly RecordColumn<Serial>[] = [
  { id: 'model', label: 'Product Model', render: (row) => row.model },
  { id: 'serial', label: 'Serial Number', render: (row) => row.serial },
  { id: 'added', label: 'Add Time', render: (row) => row.added },
  { id: 'status', label: 'Status', render: (row) => row.status },
];

const ROWS: Serial[] = [
  { id: 1, model: 'AD900 Pro', serial: 'SN-0001', added: '2025/05/01', status: 'Verified' },
  { id: 2, model: 'CR300', serial: 'SN-0002', added: '2025/05/02', status: 'Pending' },
];

function renderTable(width: number) {
  return renderWithProviders(
    <RecordsTable
      label="Serial numbers"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      actions={(row) => <Button aria-label={`Delete ${row.serial}`}>Delete</Button>}
    />,
    { width },
  );
}

describe('record lists on a phone', () => {
  it('are cards holding each record’s title, status, actions and every other field', () => {
    renderTable(390);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Serial numbers' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    ROWS.forEach((row, index) => {
      const card = cards[index]!;
      expect(
        within(card).getByRole('heading', { name: `Product Model: ${row.model}` }),
      ).toBeVisible();
      expect(card.querySelector('[data-card-status]')).toHaveTextContent(`Status: ${row.status}`);
      expect(within(card).getByRole('button', { name: `Delete ${row.serial}` })).toBeVisible();
      expect(card).toHaveTextContent(`Serial Number${row.serial}`);
      expect(card).toHaveTextContent(`Add Time${row.added}`);
    });
  });

  it('stay a table on a desktop, status and actions in their columns', () => {
    renderTable(1280);
    const table = screen.getByRole('table', { name: 'Serial numbers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product Model', 'Serial Number', 'Add Time', 'Status', 'Operation']);
    expect(within(table).getByRole('button', { name: 'Delete SN-0002' })).toBeVisible();
  });
});

describe('the claim tracker on a phone', () => {
  it('runs down the dialog with every step, the current one marked and named', () => {
    renderWithProviders(<ClaimStepper step={4} status={2} />, { width: 390 });
    const steps = within(screen.getByRole('list', { name: 'Claim progress' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(7);
    expect(steps[0]!.parentElement).toHaveClass('MuiStepper-vertical');
    const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
    expect(current).toEqual([steps[4]]);
    expect(current[0]).toHaveTextContent('Return logistics');
    expect(screen.getByText('Step 5 of 7: Return logistics')).toBeVisible();
  });

  it('runs across the dialog on a desktop', () => {
    renderWithProviders(<ClaimStepper step={3} status={1} />, { width: 1280 });
    const list = screen.getByRole('list', { name: 'Claim progress' });
    expect(list).toHaveClass('MuiStepper-horizontal');
    expect(within(list).getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step');
  });

  it('says when every step is done', () => {
    renderWithProviders(<ClaimStepper step={7} status={6} />, { width: 390 });
    expect(screen.getByText('All 7 steps completed')).toBeVisible();
  });
});
