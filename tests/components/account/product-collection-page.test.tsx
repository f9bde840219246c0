import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiProductRecord } from '@/contract/account-api-types';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import ProductCollectionView from '@/features/account/product-collection/product-collection-view';
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
  refused,
  rowWith,
  signIn,
  submit,
} from './record-pages-fixtures';

const API = '/api/product';
const ALL = `${API}/product_all`;
const KEYWORD = `${API}/product_keyword`;
const ADD = `${API}/product_add`;
const EDIT = `${API}/product_edit`;
const DEL = `${API}/product_del`;

const BOX: ApiProductRecord = {
  product_id: 51,
  goods_model_id: 2,
  goods_model_name: 'CRP129',
  product_serialNumber: 'BOX-51',
  product_warrantyPeriod: '2026/12/31',
};

const LIST: MockRoute = (url) => ({
  ...ok(),
  goods_model_all: [
    { goods_model_id: 1, goods_model_name: 'X431 Pro' },
    { goods_model_id: 2, goods_model_name: 'CRP129' },
  ],
  product_all:
    url.searchParams.get('page') === '2'
      ? [{ ...BOX, product_id: 61, product_serialNumber: 'BOX-PAGE-TWO' }]
      : [BOX],
  page: pageOf(11, Number(url.searchParams.get('page') ?? 1)),
});

function renderPage(routes: Record<string, MockRoute> = {}) {
  signIn();
  const fetchMock = mockFetch({ [ALL]: LIST, ...routes });
  return {
    fetchMock,
    ...renderWithProviders(<ProductCollectionView />),
  };
}

describe('Products (boxes) page', () => {
  it('lists the boxes with their warranty dates', async () => {
    renderPage();
    const row = await rowWith('BOX-51');
    expect(within(row).getByText('CRP129')).toBeInTheDocument();
    expect(within(row).getByText('2026/12/31')).toBeInTheDocument();
  });

  it('requires the model and the warranty period, word for word', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('BOX-51');
    const dialog = await openAdd(user, 'Add Box');
    expect(within(dialog).getByLabelText(/Serial Number/)).toBeInTheDocument();
    await submit(user, dialog);
    for (const message of [
      ACCOUNT_MESSAGES.productModelRequired,
      ACCOUNT_MESSAGES.warrantyPeriodRequired,
    ]) {
      expect(await within(dialog).findByText(message, { exact: true })).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('warns on an empty search', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('BOX-51');
    await expectEmptySearchWarning(user, fetchMock, KEYWORD, ACCOUNT_MESSAGES.productSearchEmpty);
  });

  it('adds a box and closes Add Box', async () => {
    const { fetchMock, user } = renderPage({ [ADD]: ok('Added successfully') });
    await rowWith('BOX-51');
    const dialog = await openAdd(user, 'Add Box');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Product model/ }),
      'X431 Pro',
    );
    await fill(user, within(dialog).getByLabelText(/Serial Number/), 'BOX-NEW');
    fireEvent.change(within(dialog).getByLabelText(/Warranty period/), {
      target: { value: '2027-01-15' },
    });
    await submit(user, dialog);
    await dialogClosed('Add Box');
    expect(bodiesTo(fetchMock, ADD)).toEqual([
      { goods_model_id: 1, product_serialNumber: 'BOX-NEW', product_warrantyPeriod: '2027/01/15' },
    ]);
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
  });

  it('edits a box in Edit Box; a refusal keeps it open', async () => {
    let refuse = true;
    const { fetchMock, user } = renderPage({
      [EDIT]: (_url, init) =>
        init?.method === 'POST'
          ? refuse
            ? refused('Warranty period is invalid')
            : ok('Edited')
          : { ...ok(), product_find: BOX },
    });
    await user.click(within(await rowWith('BOX-51')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Box' });
    const warranty = await within(dialog).findByLabelText(/Warranty period/);
    expect(warranty).toHaveValue('2026-12-31');
    expect(within(dialog).getByLabelText(/Serial Number/)).toHaveValue('BOX-51');
    expect(queriesTo(fetchMock, EDIT)[0]).toEqual({ product_id: '51' });

    fireEvent.change(warranty, { target: { value: '2028-03-01' } });
    await submit(user, dialog);
    expect(await screen.findByText('Warranty period is invalid')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Box' })).toBeInTheDocument();
    expect(warranty).toHaveValue('2028-03-01');

    refuse = false;
    await submit(user, dialog);
    await dialogClosed('Edit Box');
    const posted = callsTo(fetchMock, EDIT)
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(posted.at(-1)).toEqual({
      product_id: 51,
      goods_model_id: 2,
      product_serialNumber: 'BOX-51',
      product_warrantyPeriod: '2028/03/01',
    });
  });

  it('deletes with a GET only after yes to the exact question', async () => {
    const { fetchMock, user } = renderPage({ [DEL]: ok('Deleted successfully') });
    const row = await rowWith('BOX-51');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, ACCOUNT_MESSAGES.deleteConfirm, false);
    expect(callsTo(fetchMock, DEL)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, ACCOUNT_MESSAGES.deleteConfirm, true);
    await waitFor(() => expect(queriesTo(fetchMock, DEL)).toEqual([{ product_id: '51' }]));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
  });

  it('asks for page 2', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('BOX-51');
    await expectPageTwo(user, fetchMock, ALL);
    expect(await rowWith('BOX-PAGE-TWO')).toBeInTheDocument();
  });
});
