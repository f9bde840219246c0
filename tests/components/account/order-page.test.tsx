import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiOrderRecord } from '@/contract/account-api-types';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import OrderView from '@/features/account/order/order-view';
import { callsTo, mockFetch, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import {
  answer,
  bodiesTo,
  dialogClosed,
  expectEmptySearchWarning,
  expectPageTwo,
  fill,
  ok,
  openAdd,
  pageOf,
  queriesTo,
  rowWith,
  signIn,
  submit,
} from './record-pages-fixtures';

const API = '/api/OrderService';
const ALL = `${API}/order_service_all`;
const KEYWORD = `${API}/order_service_keyword`;
const ADD = `${API}/order_service_add`;
const EDIT = `${API}/order_service_edit`;
const DEL = `${API}/order_service_del`;

const ORDER: ApiOrderRecord = {
  order_service_id: 31,
  platform_id: 2,
  platform_name: 'eBay',
  order_service_number: 'ORD-0031',
  order_service_date: '2024/02/29',
  goods_model_id: 1,
  goods_model_name: 'X431 Pro',
  order_service_serialnumber: 'SN-ORDER-31',
};

const LIST: MockRoute = (url) => ({
  ...ok(),
  platform_all: [
    { platform_id: 1, platform_name: 'Amazon' },
    { platform_id: 2, platform_name: 'eBay' },
  ],
  goods_model_all: [
    { goods_model_id: 1, goods_model_name: 'X431 Pro' },
    { goods_model_id: 2, goods_model_name: 'CRP129' },
  ],
  order_service_all:
    url.searchParams.get('page') === '2'
      ? [{ ...ORDER, order_service_id: 41, order_service_number: 'ORD-PAGE-TWO' }]
      : [ORDER],
  page: pageOf(12, Number(url.searchParams.get('page') ?? 1)),
});

function renderPage(routes: Record<string, MockRoute> = {}) {
  signIn();
  const fetchMock = mockFetch({ [ALL]: LIST, ...routes });
  return { fetchMock, ...renderWithProviders(<OrderView />) };
}

const REQUIRED = [
  ACCOUNT_MESSAGES.platformRequired,
  ACCOUNT_MESSAGES.orderNumberRequired,
  ACCOUNT_MESSAGES.orderDateRequired,
  ACCOUNT_MESSAGES.productModelRequired,
  ACCOUNT_MESSAGES.orderSerialRequired,
];

describe('Order page', () => {
  it('lists the orders with their yyyy/MM/dd dates', async () => {
    renderPage();
    const row = await rowWith('ORD-0031');
    for (const text of ['eBay', '2024/02/29', 'X431 Pro', 'SN-ORDER-31']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('requires every field, word for word', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('ORD-0031');
    const dialog = await openAdd(user, 'Add Order');
    for (const label of [/Purchase platform/, /Product model/]) {
      expect(within(dialog).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    for (const label of [/Order #/, /^Date/, /Serial Number/]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    await submit(user, dialog);
    for (const message of REQUIRED) {
      expect(await within(dialog).findByText(message, { exact: true })).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('warns on an empty search', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('ORD-0031');
    await expectEmptySearchWarning(user, fetchMock, KEYWORD, ACCOUNT_MESSAGES.orderSearchEmpty);
  });

  it('adds an order with the date as yyyy/MM/dd; Submit is disabled meanwhile', async () => {
    let release: () => void = () => {};
    const { fetchMock, user } = renderPage({
      [ADD]: () =>
        new Promise((resolve) => {
          release = () => resolve(ok('Added successfully'));
        }),
    });
    await rowWith('ORD-0031');
    const dialog = await openAdd(user, 'Add Order');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Purchase platform/ }),
      'Amazon',
    );
    await fill(user, within(dialog).getByLabelText(/Order #/), ' ORD-NEW ');
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2024-06-07' } });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Product model/ }),
      'CRP129',
    );
    await fill(user, within(dialog).getByLabelText(/Serial Number/), 'SN-NEW-ORDER');
    await submit(user, dialog);

    await waitFor(() => expect(callsTo(fetchMock, ADD)).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    release();
    await dialogClosed('Add Order');
    expect(bodiesTo(fetchMock, ADD)).toEqual([
      {
        platform_id: 1,
        order_service_number: 'ORD-NEW',
        order_service_date: '2024/06/07',
        goods_model_id: 2,
        order_service_serialnumber: 'SN-NEW-ORDER',
      },
    ]);
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
  });

  it('edits an order: loads it, shows its date, posts it with its id', async () => {
    const { fetchMock, user } = renderPage({
      [EDIT]: (_url, init) =>
        init?.method === 'POST' ? ok('Edited') : { ...ok(), order_service_find: ORDER },
    });
    await user.click(within(await rowWith('ORD-0031')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Order' });
    const number = await within(dialog).findByLabelText(/Order #/);
    expect(number).toHaveValue('ORD-0031');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2024-02-29');
    expect(within(dialog).getByRole('combobox', { name: /Purchase platform/ })).toHaveValue('2');
    expect(queriesTo(fetchMock, EDIT)[0]).toEqual({ order_service_id: '31' });

    await user.clear(number);
    await fill(user, number, 'ORD-0031-B');
    await submit(user, dialog);
    await dialogClosed('Edit Order');
    const posted = callsTo(fetchMock, EDIT)
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(posted).toEqual([
      {
        order_service_id: 31,
        platform_id: 2,
        order_service_number: 'ORD-0031-B',
        order_service_date: '2024/02/29',
        goods_model_id: 1,
        order_service_serialnumber: 'SN-ORDER-31',
      },
    ]);
  });

  it('deletes with a GET only after yes to the exact question', async () => {
    const { fetchMock, user } = renderPage({ [DEL]: ok('Deleted successfully') });
    const row = await rowWith('ORD-0031');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, ACCOUNT_MESSAGES.deleteConfirm, false);
    expect(callsTo(fetchMock, DEL)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, ACCOUNT_MESSAGES.deleteConfirm, true);
    await waitFor(() => expect(queriesTo(fetchMock, DEL)).toEqual([{ order_service_id: '31' }]));
    expect(callsTo(fetchMock, DEL)[0][1]?.method).toBe('GET');
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
  });

  it('asks for page 2', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('ORD-0031');
    await expectPageTwo(user, fetchMock, ALL);
    expect(await rowWith('ORD-PAGE-TWO')).toBeInTheDocument();
  });
});
