/**
 * What every record table page of the customer area does alike (serial numbers, orders, boxes,
 * garage): the Add dialog's required fields, the empty search, the delete question, paging.
 * Each page's own file tests what differs: its columns, its Add and Edit forms.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { callsTo } from '../../mocks/fetch';
import { RECORD_PAGES, renderRecordPage } from './record-page-configs';
import {
  answer,
  bodiesTo,
  expectEmptySearchWarning,
  expectPageTwo,
  ok,
  openAdd,
  queriesTo,
  rowWith,
  submit,
} from './record-pages-fixtures';

describe.each(RECORD_PAGES)('$name', (page) => {
  it('requires its fields in Add, word for word, and sends nothing', async () => {
    const { fetchMock, user } = renderRecordPage(page);
    await rowWith(page.firstRow);
    const dialog = await openAdd(user, page.addTitle);
    for (const label of page.fields) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    for (const name of page.selects) {
      expect(within(dialog).getByRole('combobox', { name })).toBeInTheDocument();
    }
    await submit(user, dialog);
    for (const message of page.required) {
      expect(await within(dialog).findByText(message, { exact: true })).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, page.paths.add)).toHaveLength(0);
  });

  it('warns on an empty search', async () => {
    const { fetchMock, user } = renderRecordPage(page);
    await rowWith(page.firstRow);
    await expectEmptySearchWarning(user, fetchMock, page.paths.keyword, page.searchEmpty);
  });

  it('deletes only after yes to the exact question', async () => {
    const { paths, deleted } = page;
    const { fetchMock, user } = renderRecordPage(page, { [paths.del]: ok('Deleted successfully') });
    const row = await rowWith(deleted.row);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, ACCOUNT_MESSAGES.deleteConfirm, false);
    expect(callsTo(fetchMock, paths.del)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, ACCOUNT_MESSAGES.deleteConfirm, true);
    const { call } = deleted;
    if (call.method === 'GET') {
      await waitFor(() => expect(queriesTo(fetchMock, paths.del)).toEqual([call.query]));
    } else {
      await waitFor(() => expect(bodiesTo(fetchMock, paths.del)).toEqual([call.body]));
    }
    expect(callsTo(fetchMock, paths.del)[0][1]?.method).toBe(call.method);
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
  });

  it('asks for page 2', async () => {
    const { fetchMock, user } = renderRecordPage(page);
    await rowWith(page.firstRow);
    await expectPageTwo(user, fetchMock, page.paths.all);
    expect(await rowWith(page.pageTwoRow)).toBeInTheDocument();
  });
});
