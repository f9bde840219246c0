import { fireEvent, screen, within } from '@testing-library/react';
import { BOX, BOX_PAGE, renderRecordPage } from './record-page-configs';
import * as table from './record-pages-fixtures';

/** What the boxes page alone does; what every record page does is in record-pages.test.tsx. */
const { add: ADD, edit: EDIT } = BOX_PAGE.paths;

describe('Products (boxes) page', () => {
  it('lists the boxes with their warranty dates', async () => {
    renderRecordPage(BOX_PAGE);
    const row = await table.rowWith('BOX-51');
    expect(within(row).getByText('CRP129')).toBeInTheDocument();
    expect(within(row).getByText('2026/12/31')).toBeInTheDocument();
  });

  it('adds a box and closes Add Box', async () => {
    const { fetchMock, user } = renderRecordPage(BOX_PAGE, {
      [ADD]: table.ok('Added successfully'),
    });
    await table.rowWith('BOX-51');
    const dialog = await table.openAdd(user, 'Add Box');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Product model/ }),
      'X431 Pro',
    );
    await table.fill(user, within(dialog).getByLabelText(/Serial Number/), 'BOX-NEW');
    fireEvent.change(within(dialog).getByLabelText(/Warranty period/), {
      target: { value: '2027-01-15' },
    });
    await table.submit(user, dialog);
    await table.addedAndClosed('Add Box');
    expect(table.bodiesTo(fetchMock, ADD)).toEqual([
      { goods_model_id: 1, product_serialNumber: 'BOX-NEW', product_warrantyPeriod: '2027/01/15' },
    ]);
  });

  it('edits a box in Edit Box; a refusal keeps it open', async () => {
    let refuse = true;
    const { fetchMock, user } = renderRecordPage(BOX_PAGE, {
      [EDIT]: (_url, init) =>
        init?.method === 'POST'
          ? refuse
            ? table.refused('Warranty period is invalid')
            : table.ok('Edited')
          : { ...table.ok(), product_find: BOX },
    });
    const dialog = await table.openEdit(user, 'BOX-51', 'Edit Box');
    const warranty = await within(dialog).findByLabelText(/Warranty period/);
    expect(warranty).toHaveValue('2026-12-31');
    expect(within(dialog).getByLabelText(/Serial Number/)).toHaveValue('BOX-51');
    expect(table.queriesTo(fetchMock, EDIT)[0]).toEqual({ product_id: '51' });

    fireEvent.change(warranty, { target: { value: '2028-03-01' } });
    await table.submit(user, dialog);
    expect(await screen.findByText('Warranty period is invalid')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Box' })).toBeInTheDocument();
    expect(warranty).toHaveValue('2028-03-01');

    refuse = false;
    await table.submit(user, dialog);
    await table.dialogClosed('Edit Box');
    const posted = table.postsTo(fetchMock, EDIT);
    expect(posted.at(-1)).toEqual({
      product_id: 51,
      goods_model_id: 2,
      product_serialNumber: 'BOX-51',
      product_warrantyPeriod: '2028/03/01',
    });
  });
});
