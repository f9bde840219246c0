import { screen, waitFor, within } from '@testing-library/react';
import { DISCARD_TITLE } from '@/components/form/modal-dialog';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { callsTo, type MockRoute } from '../../mocks/fetch';
import { renderRecordPage, serial, SERIAL_PAGE, SERIALS as ROWS } from './record-page-configs';
import {
  addedAndClosed,
  answer,
  bodiesTo,
  dialogClosed,
  editAnswers,
  expectPageTwo,
  fill,
  ok,
  openAdd,
  openEdit,
  pageOf,
  postsTo,
  queriesTo,
  refused,
  rowWith,
  submit,
  TOKEN,
} from './record-pages-fixtures';

/** What the Serial Number page alone does; what every record page does is in record-pages.test.tsx. */
const { all: ALL, keyword: KEYWORD, add: ADD, edit: EDIT } = SERIAL_PAGE.paths;
const UNBIND = '/api/GoodsVerify/goods_verify_unbind';

function renderPage(routes: Record<string, MockRoute> = {}, route = SERIAL_PAGE.route) {
  return renderRecordPage(SERIAL_PAGE, routes, route);
}

describe('Serial Number page', () => {
  it('lists the serials with their labels and the actions their state allows', async () => {
    const { fetchMock } = renderPage();
    const valid = await rowWith('SN-VALID');
    expect(within(valid).getByText('Normal')).toBeInTheDocument();
    expect(within(valid).getByText('Validated')).toBeInTheDocument();
    expect(within(valid).getByText('2024/03/05')).toBeInTheDocument();
    expect(within(valid).getByRole('button', { name: 'Unbind' })).toBeEnabled();
    expect(within(valid).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    const expired = await rowWith('SN-EXPIRED');
    expect(within(expired).getByText('Expire')).toBeInTheDocument();
    expect(within(expired).getByText('2023/01/31')).toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Unbind' })).toBeDisabled();

    const fresh = await rowWith('SN-NEW');
    expect(within(fresh).getByText('N/A')).toBeInTheDocument();
    expect(within(fresh).getByText('Not validated')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(fresh).queryByRole('button', { name: 'Unbind' })).not.toBeInTheDocument();

    const [[url, init]] = callsTo(fetchMock, ALL);
    expect(url.searchParams.get('page')).toBe('1');
    expect(new Headers(init?.headers).get('Authorization')).toBe(TOKEN);
    expect(screen.getByText('Total 25')).toBeInTheDocument();
  });

  it('searches by keyword', async () => {
    const { fetchMock, user } = renderPage({
      [KEYWORD]: { ...ok(), goods_verify_all: [ROWS[2]], page: pageOf(1) },
    });
    await rowWith('SN-VALID');

    const search = screen.getByRole('search');
    const box = within(search).getByRole('textbox');
    await user.clear(box);
    await user.type(box, 'NEW');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesTo(fetchMock, KEYWORD)).toEqual([{ goodsVerifyKeyword: 'NEW' }]),
    );
    await waitFor(() => expect(screen.queryByText('SN-VALID')).not.toBeInTheDocument());
    expect(await rowWith('SN-NEW')).toBeInTheDocument();
  });

  it('adds a serial, closes the dialog and reloads the list', async () => {
    const { fetchMock, user } = renderPage({ [ADD]: ok('Added successfully') });
    await rowWith('SN-VALID');
    const dialog = await openAdd(user, 'Add Serial Number');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Product model/ }),
      'CRP129',
    );
    await fill(user, within(dialog).getByLabelText('Serial Number'), 'SN-ADDED');
    await submit(user, dialog);

    await addedAndClosed('Add Serial Number');
    expect(bodiesTo(fetchMock, ADD)).toEqual([
      { goods_model_id: 2, goods_verify_serial: 'SN-ADDED' },
    ]);
    expect(callsTo(fetchMock, ALL).length).toBeGreaterThan(1);

    // Opened again, the form is empty.
    const again = await openAdd(user, 'Add Serial Number');
    expect(within(again).getByRole('combobox', { name: /Product model/ })).toHaveValue('');
    expect(within(again).getByLabelText('Serial Number')).toHaveValue('');
  });

  it('keeps the dialog open with the values when the server refuses', async () => {
    const { fetchMock, user } = renderPage({ [ADD]: refused('This serial is already registered') });
    await rowWith('SN-VALID');
    const dialog = await openAdd(user, 'Add Serial Number');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Product model/ }),
      'X431 Pro',
    );
    await fill(user, within(dialog).getByLabelText('Serial Number'), 'SN-TAKEN');
    await submit(user, dialog);

    expect(await screen.findByText('This serial is already registered')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADD)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add Serial Number' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Serial Number')).toHaveValue('SN-TAKEN');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('closing the dialog clears the values and the messages', async () => {
    const { user } = renderPage();
    await rowWith('SN-VALID');
    let dialog = await openAdd(user, 'Add Serial Number');
    await fill(user, within(dialog).getByLabelText('Serial Number'), 'SN-DRAFT');
    await submit(user, dialog);
    await within(dialog).findByText(ACCOUNT_MESSAGES.productModelRequired);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Cancel asks before it discards what was typed.
    const question = await screen.findByRole('dialog', { name: DISCARD_TITLE });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await dialogClosed(DISCARD_TITLE);
    await dialogClosed('Add Serial Number');

    dialog = await openAdd(user, 'Add Serial Number');
    expect(within(dialog).getByLabelText('Serial Number')).toHaveValue('');
    expect(
      within(dialog).queryByText(ACCOUNT_MESSAGES.productModelRequired),
    ).not.toBeInTheDocument();
  });

  it('edits a serial: loads the record first, then posts it with its id', async () => {
    const { fetchMock, user } = renderPage({
      [EDIT]: editAnswers(
        'goods_verify_find',
        { ...ROWS[2], goods_verify_serial: 'SN-NEW-STORED' },
        'Edited successfully',
      ),
    });
    const dialog = await openEdit(user, 'SN-NEW', 'Edit Serial Number');
    const serialField = await within(dialog).findByLabelText('Serial Number');
    expect(serialField).toHaveValue('SN-NEW-STORED');
    expect(within(dialog).getByRole('combobox', { name: /Product model/ })).toHaveValue('2');
    expect(queriesTo(fetchMock, EDIT)[0]).toEqual({ goods_verify_id: '13' });

    await user.clear(serialField);
    await fill(user, serialField, 'SN-RENAMED');
    await submit(user, dialog);
    await dialogClosed('Edit Serial Number');
    expect(postsTo(fetchMock, EDIT)).toEqual([
      { goods_verify_id: 13, goods_model_id: 2, goods_verify_serial: 'SN-RENAMED' },
    ]);
  });

  it('unbinds only after yes to the exact question', async () => {
    const { fetchMock, user } = renderPage({ [UNBIND]: ok('Unbound successfully') });
    const row = await rowWith('SN-VALID');
    await user.click(within(row).getByRole('button', { name: 'Unbind' }));
    await answer(user, ACCOUNT_MESSAGES.unbindConfirm, false);
    expect(callsTo(fetchMock, UNBIND)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Unbind' }));
    await answer(user, ACCOUNT_MESSAGES.unbindConfirm, true);
    await waitFor(() => expect(bodiesTo(fetchMock, UNBIND)).toEqual([{ goods_verify_id: 11 }]));
    expect(await screen.findByText('Unbound successfully')).toBeInTheDocument();
  });

  it('keeps the page and the search in the address: a reload shows the same rows', async () => {
    const { fetchMock, user, router } = renderPage({
      [KEYWORD]: { ...ok(), goods_verify_all: [ROWS[2]], page: pageOf(1) },
    });
    await rowWith('SN-VALID');
    await expectPageTwo(user, fetchMock, ALL);
    expect(router.asPath).toBe('/personal-center/services/serial-number?page=2');

    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('textbox'), 'new');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.asPath).toBe('/personal-center/services/serial-number?keyword=new'),
    );
  });

  it('opens on the search and page the address names', async () => {
    const { fetchMock } = renderPage(
      { [KEYWORD]: { ...ok(), goods_verify_all: [ROWS[2]], page: pageOf(1) } },
      '/personal-center/services/serial-number?keyword=NEW&page=1',
    );
    expect(await rowWith('SN-NEW')).toBeInTheDocument();
    expect(bodiesTo(fetchMock, KEYWORD)).toEqual([{ goodsVerifyKeyword: 'NEW' }]);
    expect(within(screen.getByRole('search')).getByRole('textbox')).toHaveValue('NEW');
  });

  it("pages a search's matches itself: the keyword call holds every match", async () => {
    // Twelve matches; the list's page size is 10, so page 2 shows the last two.
    const matches = Array.from({ length: 12 }, (_, index) =>
      serial({ goods_verify_id: 100 + index, goods_verify_serial: `SN-MATCH-${index + 1}` }),
    );
    const { fetchMock } = renderPage(
      { [KEYWORD]: { ...ok(), goods_verify_all: matches, page: pageOf(12, 1, 12) } },
      '/personal-center/services/serial-number?keyword=MATCH&page=2',
    );
    expect(await rowWith('SN-MATCH-11')).toBeInTheDocument();
    expect(await rowWith('SN-MATCH-12')).toBeInTheDocument();
    expect(screen.queryByText('SN-MATCH-10')).not.toBeInTheDocument();
    expect(screen.queryByText('SN-MATCH-1')).not.toBeInTheDocument();
    // One call for the search, whatever the page: the page is not the vendor's parameter.
    expect(bodiesTo(fetchMock, KEYWORD)).toEqual([{ goodsVerifyKeyword: 'MATCH' }]);
  });
});
