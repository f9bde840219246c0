/**
 * An account list that failed to load says so, with Retry, instead of its empty state
 * (during an API outage the tables said "No data", and a customer read
 * "my orders are gone").
 */
import { screen, within } from '@testing-library/react';
import type { ApiSerialRecord } from '@/contract/account-api-types';
import { loadFailedText } from '@/features/account/components/records-table';
import ProductIssuesView from '@/features/account/product-issues/product-issues-view';
import SerialNumberView from '@/features/account/serial-number/serial-number-view';
import UserInfoView from '@/features/account/user-info/user-info-view';
import WarrantyClaimView from '@/features/account/warranty-claim/warranty-claim-view';
import { jsonResponse } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { FIRST_STEPS } from '@/features/account/first-steps';
import { PROFILE, COUNTRIES, USER_INFO_PROPS } from './fixtures';
import { page, productIssue, products } from './issue-fixtures';
import { signIn } from './record-pages-fixtures';

const SERIALS = '/api/GoodsVerify/goods_verify_all';
const CLAIMS = '/api/ProductWarranty/product_warranty_all';
const ISSUES = '/api/ProductIssues/product_issues_all';
const PROFILE_PATH = '/api/user/user_edit';

const serial: ApiSerialRecord = {
  goods_verify_id: 1,
  goods_model_id: 1,
  goods_model_name: 'X431 Pro',
  goods_verify_serial: 'SN-BACK-AGAIN',
  goods_verify_addtime: '2024/03/05',
  goods_validate_id: 2,
  goods_verify_status: 1,
};

/** The answers once the API is back. */
const ANSWERS: Record<string, object> = {
  [SERIALS]: {
    code: 200,
    msg: 'Success',
    goods_model_all: [{ goods_model_id: 1, goods_model_name: 'X431 Pro' }],
    goods_verify_all: [serial],
    page: page(1),
  },
  [CLAIMS]: {
    code: 200,
    msg: 'Success',
    product_all: products,
    product_warranty_claim_type_all: [],
    product_warranty_custom_logistics_type_all: [],
    product_warranty_all: [],
    page: page(0),
  },
  [ISSUES]: {
    code: 200,
    msg: 'Success',
    product_all: products,
    product_issues_all: [productIssue({ product_issues_content: 'Issue back again' })],
    page: page(1),
  },
  [PROFILE_PATH]: { code: 200, msg: 'Success', user_find: PROFILE, country_all: COUNTRIES },
};

/** Every call answers HTTP 500 (the mock's `/mock/outage {"mode":"error"}`) until `end()`. */
function outage() {
  const state = { down: true };
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (state.down) return jsonResponse({ code: 500, msg: 'Internal Server Error' }, 500);
    return jsonResponse(ANSWERS[url.pathname] ?? { code: 404, msg: 'Not found' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    end: () => {
      state.down = false;
    },
    callsTo: (path: string) =>
      fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === path).length,
  };
}

beforeEach(() => signIn());

describe('an account list that failed to load', () => {
  it.each([
    ['desktop table', 1280],
    ['phone cards', 375],
  ])('says so with Retry, never "No data" (%s), and Retry loads it', async (_, width) => {
    const api = outage();
    const { user } = renderWithProviders(<SerialNumberView />, {
      route: '/personal-center/services/serial-number',
      width,
    });
    const message = loadFailedText('Serial numbers');
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.queryByText('SN-BACK-AGAIN')).not.toBeInTheDocument();

    api.end();
    const calls = api.callsTo(SERIALS);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SN-BACK-AGAIN')).toBeInTheDocument();
    expect(api.callsTo(SERIALS)).toBe(calls + 1);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('an empty list that did load says what to do first, with no Retry', async () => {
    const api = outage();
    api.end();
    renderWithProviders(<WarrantyClaimView />);
    const table = await screen.findByRole('table', { name: 'Warranty claims' });
    expect(await within(table).findByText(FIRST_STEPS.warrantyClaim.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('warranty claims: the failure in the table, with Retry', async () => {
    const api = outage();
    const { user } = renderWithProviders(<WarrantyClaimView />);
    const table = await screen.findByRole('table', { name: 'Warranty claims' });
    expect(await within(table).findByText(loadFailedText('Warranty claims'))).toBeInTheDocument();
    expect(within(table).queryByText('No data')).not.toBeInTheDocument();
    api.end();
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    expect(await within(table).findByText(FIRST_STEPS.warrantyClaim.title)).toBeInTheDocument();
  });

  it('product issues: the board says so instead of "No data", and Retry loads it', async () => {
    const api = outage();
    const { user } = renderWithProviders(<ProductIssuesView />);
    expect(await screen.findByText(loadFailedText('Product issues'))).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    api.end();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Issue back again/)).toBeInTheDocument();
  });

  it('the profile says it could not be loaded instead of showing nothing', async () => {
    const api = outage();
    const { user } = renderWithProviders(<UserInfoView {...USER_INFO_PROPS} />);
    expect(await screen.findByText(loadFailedText('Profile'))).toBeInTheDocument();
    api.end();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByText(PROFILE.uEmail)).length).toBeGreaterThan(0);
    expect(screen.queryByText(loadFailedText('Profile'))).not.toBeInTheDocument();
  });
});
