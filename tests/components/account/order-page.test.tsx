import { fireEvent, waitFor, within } from '@testing-library/react';
import { callsTo } from '../../mocks/fetch';
import { ORDER, ORDER_PAGE, renderRecordPage } from './record-page-configs';
import * as table from './record-pages-fixtures';

/** What the Order page alone does; what every record page does is in record-pages.test.tsx. */
const { add: ADD, edit: EDIT } = ORDER_PAGE.paths;

describe('Order page', () => {
  it('lists the orders with their yyyy/MM/dd dates', async () => {
    renderRecordPage(ORDER_PAGE);
    const row = await table.rowWith('ORD-0031');
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
          release = () => resolve(table.ok('Added successfully'));
        }),
    });
    await table.rowWith('ORD-0031');
    const dialog = await table.openAdd(user, 'Add Order');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Purchase platform/ }),
      'Amazon',
    );
    await table.fill(user, within(dialog).getByLabelText(/Order #/), ' ORD-NEW ');
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2024-06-07' } });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Product model/ }),
      'CRP129',
    );
    await table.fill(user, within(dialog).getByLabelText(/Serial Number/), 'SN-NEW-ORDER');
    await table.submit(user, dialog);

    await waitFor(() => expect(callsTo(fetchMock, ADD)).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    release();
    await table.addedAndClosed('Add Order');
    expect(table.bodiesTo(fetchMock, ADD)).toEqual([
      {
        platform_id: 1,
        order_service_number: 'ORD-NEW',
        order_service_date: '2024/06/07',
        goods_model_id: 2,
        order_service_serialnumber: 'SN-NEW-ORDER',
      },
    ]);
  });

  it('edits an order: loads it, shows its date, posts it with its id', async () => {
    const { fetchMock, user } = renderRecordPage(ORDER_PAGE, {
      [EDIT]: table.editAnswers('order_service_find', ORDER),
    });
    const dialog = await table.openEdit(user, 'ORD-0031', 'Edit Order');
    const number = await within(dialog).findByLabelText(/Order #/);
    expect(number).toHaveValue('ORD-0031');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2024-02-29');
    expect(within(dialog).getByRole('combobox', { name: /Purchase platform/ })).toHaveValue('2');
    expect(table.queriesTo(fetchMock, EDIT)[0]).toEqual({ order_service_id: '31' });

    await user.clear(number);
    await table.fill(user, number, 'ORD-0031-B');
    await table.submit(user, dialog);
    await table.dialogClosed('Edit Order');
    const posted = table.postsTo(fetchMock, EDIT);
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
