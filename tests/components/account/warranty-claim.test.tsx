import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiWarrantyClaim, ClaimStatus } from '@/contract/account-api-types';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import WarrantyClaimView from '@/features/account/warranty-claim/warranty-claim-view';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders, type RenderWithProvidersResult } from '../../render';
import { bodyOf, page, products, signIn } from './issue-fixtures';

const BASE = '/api/ProductWarranty';
const ALL = `${BASE}/product_warranty_all`;
const KEYWORD = `${BASE}/product_warranty_keyword`;
const ADD = `${BASE}/product_warranty_add`;
const EDIT = `${BASE}/product_warranty_edit`;
const DEL = `${BASE}/product_warranty_del`;

const claimTypes = [
  { product_warranty_claim_type_id: 1, product_warranty_claim_type_name: 'Repair' },
  { product_warranty_claim_type_id: 2, product_warranty_claim_type_name: 'Replacement' },
];
const logisticsTypes = [
  {
    product_warranty_custom_logistics_type_id: 1,
    product_warranty_custom_logistics_type_name: 'DHL',
  },
  {
    product_warranty_custom_logistics_type_id: 2,
    product_warranty_custom_logistics_type_name: 'UPS',
  },
];

function claim(status: ClaimStatus, overrides: Partial<ApiWarrantyClaim> = {}): ApiWarrantyClaim {
  const approved = status !== 1 && status !== 3;
  const returned = status >= 4;
  const shipped = status >= 5;
  return {
    product_warranty_id: 300 + status,
    product_id: 11,
    product_warranty_content: 'ScanPro X5',
    product_warranty_claim_type_id: 1,
    product_warranty_claim_type_name: 'Repair',
    product_warranty_examine_id: status,
    product_warranty_rmaCode: approved ? `RMA-00${status}` : '',
    product_warranty_returnAddress: approved ? '1 Service Road, Austin TX' : '',
    product_warranty_custom_logistics_type_id: returned ? 2 : 0,
    product_warranty_custom_logistics_type_name: returned ? 'UPS' : '',
    product_warranty_custom_logisticsNumber: returned ? '1Z999' : '',
    product_warranty_company_logistics_type_name: shipped ? 'FedEx' : '',
    product_warranty_company_logisticsNumber: shipped ? 'FX-777' : '',
    product_warranty_addTime: `2025/05/0${status} 09:30:00`,
    ...overrides,
  };
}

const CLAIMS = ([1, 2, 3, 4, 5, 6] as const).map((status) => claim(status));

function server(claims: ApiWarrantyClaim[] = CLAIMS) {
  const state = { claims: [...claims] };
  const fetchMock = mockFetch({
    [ALL]: () => ({
      code: 200,
      msg: 'ok',
      product_all: products,
      product_warranty_claim_type_all: claimTypes,
      product_warranty_custom_logistics_type_all: logisticsTypes,
      product_warranty_all: [...state.claims],
      page: page(state.claims.length),
    }),
    [KEYWORD]: () => ({
      code: 200,
      msg: 'ok',
      warrantyClaim_service_all: [claim(2, { product_warranty_content: 'Found Model' })],
      page: page(1),
    }),
    [ADD]: { code: 200, msg: 'Added successfully' },
    [DEL]: (url: URL) => {
      const id = Number(url.searchParams.get('product_warranty_id'));
      state.claims = state.claims.filter((c) => c.product_warranty_id !== id);
      return { code: 200, msg: 'Deleted successfully' };
    },
    [EDIT]: (url: URL, init?: RequestInit) => {
      if (init?.method === 'POST') return { code: 200, msg: 'Submitted successfully' };
      const id = Number(url.searchParams.get('product_warranty_id'));
      const found = state.claims.find((c) => c.product_warranty_id === id);
      return found
        ? { code: 200, msg: 'ok', product_warranty_find: found }
        : { code: 404, msg: 'No such claim' };
    },
  });
  return { fetchMock, state };
}

function renderPage() {
  return renderWithProviders(<WarrantyClaimView />);
}

async function table() {
  const found = await screen.findByRole('table', { name: 'Warranty claims' });
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'));
  return found;
}

/** Opens the View dialog of a claim and waits for it to load. */
async function view(user: RenderWithProvidersResult['user'], id: number) {
  await table();
  await user.click(screen.getByRole('button', { name: `View claim ${id}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Warranty Claim Progress' });
  const details = await within(dialog).findByRole('region', { name: 'Step details' });
  return { dialog, details };
}

const stepOf = (details: HTMLElement) => Number(details.getAttribute('data-step'));

beforeEach(() => {
  signIn();
});

describe('warranty claims', () => {
  it('lists the claims with their status labels and RMA, Delete only under review', async () => {
    server();
    renderPage();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual([
      'Under review',
      'Approved',
      'Review failed',
      'Product Returned',
      'Product Repaired',
      'Sent Replacement',
    ]);
    expect(within(rows[1]).getByText('RMA-002')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('button', { name: /^Delete claim/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete claim 301']);
    expect(screen.getAllByRole('button', { name: /^View claim/ })).toHaveLength(6);
  });

  it('deletes a claim under review after "Are you sure to delete it?"', async () => {
    const { fetchMock } = server();
    const { user } = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete claim 301' }));
    let question = await screen.findByRole('dialog', { name: 'Tips' });
    expect(question).toHaveTextContent('Are you sure to delete it?');
    await user.click(within(question).getByRole('button', { name: 'NO' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tips' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, DEL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete claim 301' }));
    question = await screen.findByRole('dialog', { name: 'Tips' });
    await user.click(within(question).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(callsTo(fetchMock, DEL)).toHaveLength(1));
    expect(callsTo(fetchMock, DEL)[0][0].searchParams.get('product_warranty_id')).toBe('301');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'View claim 301' })).not.toBeInTheDocument(),
    );
  });

  it('searches by keyword; an empty search warns word for word', async () => {
    const { fetchMock } = server();
    const { user } = renderPage();
    await table();
    const search = screen.getByRole('search', { name: 'Warranty Claim' });
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the WarrantyClaim');
    expect(callsTo(fetchMock, KEYWORD)).toHaveLength(0);

    await user.type(within(search).getByRole('textbox'), 'Found');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Found Model')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, KEYWORD)[0][1])).toEqual({
      goodsVerifyKeyword: 'Found',
    });
  });

  describe('Add wizard', () => {
    async function openWizard(user: RenderWithProvidersResult['user']) {
      await table();
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Warranty Claim' });
      const button = (name: string) => within(dialog).getByRole('button', { name });
      return { dialog, button };
    }

    it('steps with Prev and Next, marking an empty field, and submits on the last step only', async () => {
      const { fetchMock } = server();
      const { user } = renderPage();
      const { dialog, button } = await openWizard(user);

      // Step 0: Prev disabled, no Submit yet; Next marks the empty product and focuses it.
      expect(button('Prev')).toBeDisabled();
      expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
      await user.click(button('Next'));
      const product = within(dialog).getByRole('combobox', { name: /Product/ });
      expect(product).toHaveAttribute('aria-invalid', 'true');
      expect(product).toHaveAccessibleDescription(ACCOUNT_MESSAGES.claimProductRequired);
      await waitFor(() => expect(product).toHaveFocus());
      expect(ACCOUNT_MESSAGES.claimProductRequired).toBe('Please select Product');
      expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
      await user.selectOptions(product, '12');
      expect(product).toHaveAttribute('aria-invalid', 'false');
      await user.click(button('Next'));

      // Step 1: Next needs a claim type.
      const type = await within(dialog).findByRole('combobox', { name: /claim type/i });
      expect(button('Prev')).toBeEnabled();
      expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
      await user.click(button('Next'));
      expect(type).toHaveAttribute('aria-invalid', 'true');
      expect(type).toHaveAccessibleDescription(ACCOUNT_MESSAGES.claimTypeRequired);
      expect(ACCOUNT_MESSAGES.claimTypeRequired).toBe('Please select Warranty Claim Type');
      expect(screen.queryByRole('alert', { hidden: true })).toBeNull();

      // Prev keeps the product chosen.
      await user.click(button('Prev'));
      expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveValue('12');
      await user.click(button('Next'));
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /claim type/i }), '2');
      await user.click(button('Next'));

      // Step 2: no Next; the summary; Submit. The click that got here sent nothing.
      expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(callsTo(fetchMock, ADD)).toHaveLength(0);
      expect(within(dialog).getByText('TPMS Tool 2 | TPMS-0042 | 2025/12/31')).toBeInTheDocument();
      expect(within(dialog).getByText('Replacement')).toBeInTheDocument();
      await user.click(button('Submit'));
      await waitFor(() => expect(callsTo(fetchMock, ADD)).toHaveLength(1));
      expect(bodyOf(callsTo(fetchMock, ADD)[0][1])).toEqual({
        product_id: 12,
        product_warranty_content: 'TPMS Tool 2',
        product_warranty_claim_type_id: 2,
      });
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Add Warranty Claim' }),
        ).not.toBeInTheDocument(),
      );
    });

    it('takes a submit before the last step (Enter in a field) as Next', async () => {
      const { fetchMock } = server();
      const { user } = renderPage();
      const { dialog } = await openWizard(user);
      const product = within(dialog).getByRole('combobox', { name: /Product/ });
      await user.selectOptions(product, '11');
      const form = dialog.querySelector('form');
      expect(form).not.toBeNull();
      fireEvent.submit(form!);
      expect(await within(dialog).findByRole('combobox', { name: /claim type/i })).toBeVisible();
      expect(callsTo(fetchMock, ADD)).toHaveLength(0);
    });
  });

  describe('View dialog', () => {
    it('status 1 opens on step 3, under review, with Next disabled', async () => {
      const { fetchMock } = server();
      const { user } = renderPage();
      const { dialog, details } = await view(user, 301);
      expect(callsTo(fetchMock, EDIT)[0][0].searchParams.get('product_warranty_id')).toBe('301');
      expect(stepOf(details)).toBe(3);
      expect(details).toHaveTextContent('Your application is under review.');
      expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Prev' }));
      expect(stepOf(details)).toBe(2);
      expect(details).toHaveTextContent('2025/05/01 09:30:00');
      // Escape closes it (nothing was typed).
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Warranty Claim Progress' }),
        ).not.toBeInTheDocument(),
      );
    });

    it('status 2 shows the RMA and the return address, then takes the return logistics', async () => {
      const { fetchMock } = server();
      const { user } = renderPage();
      const { dialog, details } = await view(user, 302);
      expect(stepOf(details)).toBe(3);
      expect(details).toHaveTextContent('RMA-002');
      expect(details).toHaveTextContent('1 Service Road, Austin TX');
      const next = within(dialog).getByRole('button', { name: 'Next' });
      expect(next).toBeEnabled();
      await user.click(next);
      expect(stepOf(details)).toBe(4);
      expect(next).toBeDisabled();

      await user.click(within(details).getByRole('button', { name: 'Submit' }));
      expect(
        await within(details).findByText('Please select logistics methods'),
      ).toBeInTheDocument();
      expect(
        within(details).getByText('Please enter logistics tracking number'),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, EDIT).filter(([, init]) => init?.method === 'POST')).toHaveLength(
        0,
      );

      const method = within(details).getByRole('combobox', { name: /Logistics method/ });
      expect(
        within(method)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a logistics method', 'DHL', 'UPS']);
      await user.selectOptions(method, '1');
      await user.type(
        within(details).getByRole('textbox', { name: /Tracking number/ }),
        ' JD0042 ',
      );
      const reads = callsTo(fetchMock, EDIT).length;
      await user.click(within(details).getByRole('button', { name: 'Submit' }));
      await waitFor(() =>
        expect(callsTo(fetchMock, EDIT).filter(([, init]) => init?.method === 'POST')).toHaveLength(
          1,
        ),
      );
      const [, init] = callsTo(fetchMock, EDIT).find(([, i]) => i?.method === 'POST')!;
      expect(bodyOf(init)).toEqual({
        product_warranty_id: 302,
        product_warranty_custom_logistics_type_id: 1,
        product_warranty_custom_logisticsNumber: 'JD0042',
      });
      expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(
        'Submitted successfully',
      );
      // The claim is read again.
      await waitFor(() => expect(callsTo(fetchMock, EDIT).length).toBeGreaterThan(reads + 1));
    });

    it('status 3 shows the failure notice word for word, with Next disabled', async () => {
      server();
      const { user } = renderPage();
      const { dialog, details } = await view(user, 303);
      expect(stepOf(details)).toBe(3);
      expect(details).toHaveTextContent(
        'The review failed, please contact customer service for details.',
      );
      expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    });

    it('status 4 opens on step 5; the logistics are read-only', async () => {
      const { fetchMock } = server();
      const { user } = renderPage();
      const { dialog, details } = await view(user, 304);
      expect(stepOf(details)).toBe(5);
      expect(details).toHaveTextContent(
        'The logistics information has been submitted and will be processed after signing.',
      );
      const next = within(dialog).getByRole('button', { name: 'Next' });
      expect(next).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Prev' }));
      expect(stepOf(details)).toBe(4);
      expect(next).toBeEnabled();
      expect(details).toHaveTextContent('UPS');
      expect(details).toHaveTextContent('1Z999');
      expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(details).queryByRole('combobox')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
      expect(callsTo(fetchMock, EDIT).filter(([, init]) => init?.method === 'POST')).toHaveLength(
        0,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Prev' }));
      expect(stepOf(details)).toBe(3);
      expect(details).toHaveTextContent('RMA-004');
    });

    it('status 6 opens with every step done and the company logistics', async () => {
      server();
      const { user } = renderPage();
      const { dialog, details } = await view(user, 306);
      expect(stepOf(details)).toBe(7);
      const completed = () => dialog.querySelectorAll('.MuiStepLabel-label.Mui-completed').length;
      expect(completed()).toBe(7);
      expect(details).toHaveTextContent('FedEx');
      expect(details).toHaveTextContent('FX-777');
      const next = within(dialog).getByRole('button', { name: 'Next' });
      expect(next).toBeDisabled();
      const prev = within(dialog).getByRole('button', { name: 'Prev' });
      await user.click(prev);
      expect(stepOf(details)).toBe(6);
      expect(details).toHaveTextContent('FX-777');
      expect(next).toBeDisabled();
      await user.click(prev);
      expect(stepOf(details)).toBe(5);
      expect(next).toBeEnabled();
      await user.click(next);
      expect(stepOf(details)).toBe(6);
      expect(completed()).toBe(6);
    });

    it('closes with Close', async () => {
      server();
      const { user } = renderPage();
      const { dialog } = await view(user, 305);
      // The title's close button; the Close among the actions does the same.
      const [closeIcon, closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
      expect(closeButton).toHaveTextContent('Close');
      await user.click(closeIcon);
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Warranty Claim Progress' }),
        ).not.toBeInTheDocument(),
      );
    });
  });
});
