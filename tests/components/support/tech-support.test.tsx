import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TECH_SUPPORT_MESSAGES } from '@/contract/tech-support-messages';
import TechSupportView from '@/features/support/tech-support/tech-support-view';
import type { TechSupportProps } from '@/features/support/tech-support/types';
import { callsTo, mockFetch, postedBody, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { bodyOf, supportPage } from './help-fixtures';
import { clickBackdrop } from '../forms/form-helpers';

const TECH_FORM = '/api/TechSupports/techsupport_form';
const REMOTE_FORM = '/api/TechSupports/remote_form';
const COUNTRY_ALL = '/api/TechSupports/country_all';

const PROPS: TechSupportProps = {
  ...supportPage(32, 'Send a question to our engineers or book a remote assistance session.'),
  detailsHtml: '',
  regions: ['Europe', 'North America'],
};

const COUNTRIES: MockRoute = (url) => ({
  code: 200,
  msg: 'Success',
  data:
    url.searchParams.get('region_name') === 'Europe'
      ? [
          { country_id: 1, country_name: 'Germany' },
          { country_id: 2, country_name: 'France' },
        ]
      : [{ country_id: 3, country_name: 'Canada' }],
});

function renderPage(routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockFetch({ [COUNTRY_ALL]: COUNTRIES, ...routes });
  return { fetchMock, ...renderWithProviders(<TechSupportView {...PROPS} />) };
}

async function openDialog(
  user: ReturnType<typeof renderPage>['user'],
  name: 'Contact Tech Support' | 'Remote appointment',
) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

/** Types into a field at once (MUI fields are slow to type into key by key under jsdom). */
async function fill(user: ReturnType<typeof renderPage>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseRegionAndCountry(
  user: ReturnType<typeof renderPage>['user'],
  dialog: HTMLElement,
) {
  await user.selectOptions(within(dialog).getByLabelText(/^Region/), 'Europe');
  const country = within(dialog).getByLabelText(/^Country/);
  await within(country).findByRole('option', { name: 'Germany' });
  await user.selectOptions(country, 'Germany');
}

describe('tech support page', () => {
  it('renders its text and the two buttons on the server, without MUI or a fetch', () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Tech Support' })).toBeInTheDocument();
    expect(screen.getByText(PROPS.introduce)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Tech Support' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Remote appointment' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Contact Tech Support' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Contact Tech Support form', () => {
  it("opens with the VIN of ?vin= in the subject and message (Check my car's next step)", async () => {
    const fetchMock = mockFetch({ [COUNTRY_ALL]: COUNTRIES });
    renderWithProviders(<TechSupportView {...PROPS} />, {
      route: '/support/tech-support?vin=1hgcb7657la000001',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Contact Tech Support' });
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue(
      'Vehicle coverage: VIN 1HGCB7657LA000001',
    );
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue(
      'Which of your tools covers my vehicle, VIN 1HGCB7657LA000001? Check my car on the Vehicle Coverage page found none.',
    );
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('');
    expect(callsTo(fetchMock, TECH_FORM)).toHaveLength(0);
  });

  it('ignores a ?vin= that is not a VIN', async () => {
    mockFetch({ [COUNTRY_ALL]: COUNTRIES });
    renderWithProviders(<TechSupportView {...PROPS} />, {
      route: '/support/tech-support?vin=not-a-vin',
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows every message on an empty submit and focuses the first field', async () => {
    const { user, fetchMock } = renderPage();
    const dialog = await openDialog(user, 'Contact Tech Support');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const M = TECH_SUPPORT_MESSAGES;
    expect(await within(dialog).findByText(M.region)).toBeVisible();
    expect(within(dialog).getByText(M.country)).toBeVisible();
    expect(within(dialog).getAllByText(M.name)).toHaveLength(2);
    expect(within(dialog).getByText('Please write your email address')).toBeVisible();
    expect(within(dialog).getByText('Please write a phone number')).toBeVisible();
    expect(within(dialog).getByText('Please write the serial number')).toBeVisible();
    expect(within(dialog).getByText('Please write a subject')).toBeVisible();
    expect(within(dialog).getByText('Please write a message')).toBeVisible();
    const region = within(dialog).getByLabelText(/^Region/);
    await waitFor(() => expect(region).toHaveFocus());
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(region).toHaveAccessibleDescription(M.region);
    expect(callsTo(fetchMock, TECH_FORM)).toHaveLength(0);
  });

  it('posts the right body, shows the server msg, empties the form and closes', async () => {
    const { user, fetchMock } = renderPage({
      [TECH_FORM]: { code: 200, msg: 'Thank you, we will reply soon' },
    });
    const dialog = await openDialog(user, 'Contact Tech Support');
    await chooseRegionAndCountry(user, dialog);
    expect(callsTo(fetchMock, COUNTRY_ALL)[0][0].searchParams.get('region_name')).toBe('Europe');
    await fill(user, within(dialog).getByLabelText(/^First name/), ' Ada ');
    await fill(user, within(dialog).getByLabelText(/^Last name/), 'Lovelace');
    await fill(user, within(dialog).getByLabelText(/^E-mail/), 'ada@example.com');
    await fill(user, within(dialog).getByLabelText(/^Phone/), '+44 20 7946 0000');
    await fill(user, within(dialog).getByLabelText(/^Serial number/), 'SN-0001');
    await fill(user, within(dialog).getByLabelText(/^Subject/), 'Update fails');
    await fill(user, within(dialog).getByLabelText(/^Message/), 'It stops at 50 %.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thank you, we will reply soon')).toBeInTheDocument();
    expect(postedBody(fetchMock, TECH_FORM)).toEqual({
      region_name: 'Europe',
      country_name: 'Germany',
      message_firstname: 'Ada',
      message_lastname: 'Lovelace',
      message_emil: 'ada@example.com',
      message_phone: '+44 20 7946 0000',
      message_serial: 'SN-0001',
      message_subject: 'Update fails',
      message_body: 'It stops at 50 %.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openDialog(user, 'Contact Tech Support');
    expect(within(again).getByLabelText(/^First name/)).toHaveValue('');
    expect(within(again).getByLabelText(/^Region/)).toHaveValue('');
  });

  it('keeps everything typed when the API refuses, and says why', async () => {
    const { user } = renderPage({ [TECH_FORM]: { code: 400, msg: 'Too many messages today' } });
    const dialog = await openDialog(user, 'Contact Tech Support');
    await chooseRegionAndCountry(user, dialog);
    for (const [label, text] of [
      [/^First name/, 'Ada'],
      [/^Last name/, 'Lovelace'],
      [/^E-mail/, 'ada@example.com'],
      [/^Phone/, '123'],
      [/^Serial number/, 'SN'],
      [/^Subject/, 'S'],
      [/^Message/, 'M'],
    ] as const) {
      await fill(user, within(dialog).getByLabelText(label), text);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many messages today')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Contact Tech Support' })).toBeVisible();
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(within(dialog).getByLabelText(/^Country/)).toHaveValue('Germany');
  });

  it('does not close on a click outside; Close and Escape close it and keep the values', async () => {
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Contact Tech Support');
    await fill(user, within(dialog).getByLabelText(/^Subject/), 'Kept');
    await clickBackdrop();
    expect(screen.getByRole('dialog', { name: 'Contact Tech Support' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openDialog(user, 'Contact Tech Support');
    expect(within(again).getByLabelText(/^Subject/)).toHaveValue('Kept');

    // Escape: closed at once (nothing is lost, the form stays mounted), the values kept.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const third = await openDialog(user, 'Contact Tech Support');
    expect(within(third).getByLabelText(/^Subject/)).toHaveValue('Kept');
  });
});

/** Sets a date-time picker through its hidden input (the value in the field's format). */
function setPicker(dialog: HTMLElement, name: 'start' | 'end', text: string) {
  const input = dialog.querySelector<HTMLInputElement>(`input[name="reservation_${name}"]`);
  if (!input) throw new Error(`no ${name} picker`);
  fireEvent.change(input, { target: { value: text } });
}

describe('Remote appointment form', () => {
  it('shows every message on an empty submit; the phone is optional', async () => {
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Remote appointment');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please select region')).toBeVisible();
    expect(within(dialog).getByText('Please select country')).toBeVisible();
    expect(within(dialog).getByText('Please write serial number')).toBeVisible();
    expect(within(dialog).getByText('Please write remote ID')).toBeVisible();
    expect(within(dialog).getByText('Please write problem description')).toBeVisible();
    // The error state: both pickers ask for a time.
    expect(within(dialog).getAllByText('Please select a time')).toHaveLength(2);
    expect(within(dialog).getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('posts the right body with the time range and shows the server msg', async () => {
    const { user, fetchMock } = renderPage({
      [REMOTE_FORM]: { code: 200, msg: 'Appointment booked' },
    });
    const dialog = await openDialog(user, 'Remote appointment');
    await chooseRegionAndCountry(user, dialog);
    await fill(user, within(dialog).getByLabelText(/^Serial number/), 'SN-0002');
    await fill(user, within(dialog).getByLabelText(/^Remote ID/), '123 456 789');
    await fill(user, within(dialog).getByLabelText(/^Problem description/), 'No connection');
    setPicker(dialog, 'start', '2099-07-01 10:00');
    setPicker(dialog, 'end', '2099-07-01 11:30');
    // The success state: the range as it will be sent.
    expect(
      await within(dialog).findByText('2099-07-01 10:00:00-2099-07-01 11:30:00'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, REMOTE_FORM);
    expect(bodyOf(init)).toEqual({
      reservation_region: 'Europe',
      reservation_country: 'Germany',
      reservation_serial: 'SN-0002',
      reservation_remoteid: '123 456 789',
      reservation_phone: '',
      reservation_describe: 'No connection',
      reservation_timespan: '2099-07-01 10:00:00-2099-07-01 11:30:00',
    });
  });

  it('wants the end after the start', async () => {
    const { user, fetchMock } = renderPage();
    const dialog = await openDialog(user, 'Remote appointment');
    setPicker(dialog, 'start', '2099-07-01 10:00');
    setPicker(dialog, 'end', '2099-07-01 09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(TECH_SUPPORT_MESSAGES.timeOrder)).toBeVisible();
    expect(callsTo(fetchMock, REMOTE_FORM)).toHaveLength(0);
  });
});
