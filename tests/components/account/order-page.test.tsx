import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo } from '../../mocks/fetch';
import { ORDER, ORDER_PAGE, renderRecordPage } from './record-page-configs';
import {
  bodiesTo,
  dialogClosed,
  fill,
  ok,
  openAdd,
  postsTo,
  queriesTo,
  rowWith,
  submit,
} from './record-pages-fixtures';

/** What the Order page alone does; what every record page does is in record-pages.test.tsx. */
const { add: ADD, edit: EDIT } = ORDER_PAGE.paths;

describe('Order page', () => {
  it('lists the orders with their yyyy/MM/dd dates', async () => {
    renderRecordPage(ORDER_PAGE);
    const row = await rowWith('ORD-0031');
    for (const text of ['eBay', '2024/02/29', 'X431 Pro', 'SN-ORDER-31']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('adds an order with the date as yyyy/MM/dd; Submit is disabled meanwhile', async () => {
    let release: () => void = () => {};
    const { fetchMock, user } = renderRecordPage(ORDER_PAGE, {
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
    const { fetchMock, user } = renderRecordPage(ORDER_PAGE, {
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
    const posted = postsTo(fetchMock, EDIT);
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
});
