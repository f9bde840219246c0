import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DISCARD_TITLE } from '@/components/form/modal-dialog';
import UserInfoView from '@/features/account/user-info/user-info-view';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { COUNTRIES, PROFILE, signIn, USER_INFO_PROPS } from './fixtures';

function mockProfileApi(saveAnswer: object = { code: 200, msg: 'Saved successfully' }) {
  let profile = { ...PROFILE };
  return mockFetch({
    '/api/user/user_edit': (_url, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Partial<typeof PROFILE>;
        if ((saveAnswer as { code: number }).code === 200) profile = { ...profile, ...body };
        return { ...saveAnswer, user_find: profile };
      }
      return { code: 200, msg: 'Success', user_find: profile, country_all: COUNTRIES };
    },
    '/api/user/user_find': () => ({ code: 200, msg: 'Success', user_find: profile }),
  });
}

async function openEdit() {
  const view = renderWithProviders(<UserInfoView {...USER_INFO_PROPS} />, {
    route: '/personal-center/user-info',
  });
  await view.user.click(await screen.findByRole('button', { name: 'Edit' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Edit' }) };
}

describe('user info', () => {
  beforeEach(() => signIn());

  it('shows every filled profile field read-only', async () => {
    mockProfileApi();
    renderWithProviders(<UserInfoView {...USER_INFO_PROPS} />);
    expect(await screen.findByText('Professional Technician')).toBeInTheDocument();
    for (const [label, value] of [
      ['Account', 'dana@example.com'],
      ['Family name', 'Driver'],
      ['Given name', 'Dana'],
      ['Gender', 'Female'],
      ['Age', '41'],
      ['Country', 'United States'],
      ['Business name', 'Driver Auto Repair'],
    ]) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value!);
    }
    // An empty field is named once with the button that fills it, not shown as a dash.
    expect(screen.queryByText('Business fax', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('—')).not.toBeInTheDocument();
    expect(screen.getByText('Not filled in yet: Business fax.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('requires name, family name and given name, word for word, and sends nothing', async () => {
    const fetchMock = mockProfileApi();
    const { user, dialog } = await openEdit();
    for (const name of ['Name', 'Family name', 'Given name']) {
      await user.clear(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.familyNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.givenNameRequired)).toBeInTheDocument();
    expect(
      callsTo(fetchMock, '/api/user/user_edit').filter(([, init]) => init?.method === 'POST'),
    ).toHaveLength(0);
  });

  it('keeps account, e-mail and type read-only and offers Male and Female', async () => {
    mockProfileApi();
    const { dialog } = await openEdit();
    expect(within(dialog).getByRole('textbox', { name: 'Account' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Account type' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Male' })).not.toBeChecked();
  });

  it('saves the edit with the gender and country ids, closes and shows the new profile', async () => {
    const fetchMock = mockProfileApi();
    const { user, dialog } = await openEdit();
    const given = within(dialog).getByRole('textbox', { name: /^Given name/ });
    await user.clear(given);
    await user.type(given, 'Danielle');
    await user.click(within(dialog).getByRole('radio', { name: 'Male' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [[, init]] = callsTo(fetchMock, '/api/user/user_edit').filter(
      ([, request]) => request?.method === 'POST',
    ) as [[URL, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      uGivenName: 'Danielle',
      uGender: 1,
      uCountryId: 2,
      uAge: 41,
    });
    expect(JSON.parse(String(init.body))).not.toHaveProperty('uEmail');
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText('Given name', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('Danielle'),
    );
  });

  it('stays open with the values when the API refuses; Escape asks, Cancel keeps them', async () => {
    mockProfileApi({ code: 400, msg: 'uAddress must be at most 200 characters' });
    const { user, dialog } = await openEdit();
    const given = within(dialog).getByRole('textbox', { name: /^Given name/ });
    await user.clear(given);
    await user.type(given, 'Kept');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const question = await screen.findByRole('dialog', { name: DISCARD_TITLE });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('uAddress must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Given name/ })).toHaveValue('Kept');
  });
});
