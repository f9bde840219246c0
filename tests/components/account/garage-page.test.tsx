import { screen, waitFor, within } from '@testing-library/react';
import type { ApiGarageModel, ApiGarageVehicle } from '@/contract/account-api-types';
import GarageView from '@/features/account/garage/garage-view';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
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
  type User,
} from './record-pages-fixtures';

const API = '/api/garage';
const ALL = `${API}/garage_all`;
const KEYWORD = `${API}/garage_keyword`;
const ADD = `${API}/garage_add`;
const EDIT = `${API}/garage_edit`;
const DEL = `${API}/garage_del`;
const MODELS = `${API}/garage_maker_all`;

const VEHICLE: ApiGarageVehicle = {
  garage_id: 71,
  garage_car_make: 'Toyota',
  garage_maker_id: 501,
  garage_car_model: 'Corolla',
  garage_car_name: 'Toyota Corolla',
  garage_car_year: '2018',
  garage_displacement: '1.8L',
  garage_drive_type_id: 1,
  garage_drive_type_name: 'FWD',
  garage_vin: 'JTDBR32E720012345',
  country_id: 44,
  country_name: 'Germany',
  garage_remarks: 'Check engine light on',
};

const MAKER_MODELS: Record<string, ApiGarageModel[]> = {
  Toyota: [
    {
      garage_maker_id: 501,
      garage_maker_model: 'Corolla',
      garage_maker_name: 'Toyota Corolla',
      garage_maker_year: '2018',
    },
    {
      garage_maker_id: 502,
      garage_maker_model: 'Camry',
      garage_maker_name: 'Toyota Camry',
      garage_maker_year: '2021',
    },
  ],
  Ford: [
    {
      garage_maker_id: 601,
      garage_maker_model: 'Focus',
      garage_maker_name: 'Ford Focus',
      garage_maker_year: '2015',
    },
  ],
};

const LIST: MockRoute = (url) => ({
  ...ok(),
  garage_drive_type_all: [
    { garage_drive_type_id: 1, garage_drive_type_name: 'FWD' },
    { garage_drive_type_id: 2, garage_drive_type_name: '4WD' },
  ],
  country_all: [
    { country_id: 44, country_name: 'Germany' },
    { country_id: 45, country_name: 'France' },
  ],
  garage_remarks_all: [
    { garage_remarks_name: 'Check engine light on' },
    { garage_remarks_name: 'Regular service' },
  ],
  garage_makername_all: [{ garage_makername_name: 'Toyota' }, { garage_makername_name: 'Ford' }],
  garage_all:
    url.searchParams.get('page') === '2'
      ? [{ ...VEHICLE, garage_id: 81, garage_vin: 'VIN-PAGE-TWO' }]
      : [VEHICLE],
  page: pageOf(15, Number(url.searchParams.get('page') ?? 1)),
});

const MODELS_ROUTE: MockRoute = (url) => ({
  ...ok(),
  garage_maker_all: MAKER_MODELS[url.searchParams.get('garageMakerName') ?? ''] ?? [],
});

function renderPage(routes: Record<string, MockRoute> = {}) {
  signIn();
  const fetchMock = mockFetch({ [ALL]: LIST, [MODELS]: MODELS_ROUTE, ...routes });
  return { fetchMock, ...renderWithProviders(<GarageView />) };
}

const combo = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('combobox', { name });
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByLabelText(name);

async function chooseModel(user: User, dialog: HTMLElement, make: string, model: string) {
  await user.selectOptions(combo(dialog, /Car make/), make);
  await waitFor(() =>
    expect(
      within(combo(dialog, /Model list/)).getByRole('option', { name: model }),
    ).toBeInTheDocument(),
  );
  await user.selectOptions(combo(dialog, /Model list/), model);
}

describe('Garage page', () => {
  it('lists the vehicles', async () => {
    renderPage();
    const row = await rowWith('JTDBR32E720012345');
    for (const text of ['Toyota', 'Corolla', 'Toyota Corolla', '2018', '1.8L', 'FWD', 'Germany']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('requires make, model, year, VIN, country and remark, word for word', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('JTDBR32E720012345');
    const dialog = await openAdd(user, 'Add Vehicle');
    for (const label of [/Car name/, /Displacement/]) {
      expect(field(dialog, label)).toBeInTheDocument();
    }
    expect(combo(dialog, /Wheel type/)).toBeInTheDocument();
    await submit(user, dialog);
    for (const message of [
      ACCOUNT_MESSAGES.carMakeRequired,
      ACCOUNT_MESSAGES.carModelRequired,
      ACCOUNT_MESSAGES.carYearRequired,
      ACCOUNT_MESSAGES.vinRequired,
      ACCOUNT_MESSAGES.soldInCountryRequired,
      ACCOUNT_MESSAGES.ownerRemarkRequired,
    ]) {
      expect(await within(dialog).findByText(message, { exact: true })).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('warns on an empty search', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('JTDBR32E720012345');
    await expectEmptySearchWarning(user, fetchMock, KEYWORD, ACCOUNT_MESSAGES.garageSearchEmpty);
  });

  it('loads the models of a make; a model copies its model, name and year; a new make clears them', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('JTDBR32E720012345');
    const dialog = await openAdd(user, 'Add Vehicle');
    expect(combo(dialog, /Model list/)).toBeDisabled();

    await chooseModel(user, dialog, 'Toyota', 'Camry 2021');
    expect(queriesTo(fetchMock, MODELS)[0]).toEqual({ garageMakerName: 'Toyota' });
    expect(field(dialog, /Car model/)).toHaveValue('Camry');
    expect(field(dialog, /Car name/)).toHaveValue('Toyota Camry');
    expect(field(dialog, /^Year/)).toHaveValue('2021');

    // Still editable.
    await user.clear(field(dialog, /^Year/));
    await fill(user, field(dialog, /^Year/), '2022');
    expect(field(dialog, /^Year/)).toHaveValue('2022');

    await user.selectOptions(combo(dialog, /Car make/), 'Ford');
    expect(field(dialog, /Car model/)).toHaveValue('');
    expect(field(dialog, /Car name/)).toHaveValue('');
    expect(field(dialog, /^Year/)).toHaveValue('');
    expect(combo(dialog, /Model list/)).toHaveValue('');
    await waitFor(() =>
      expect(queriesTo(fetchMock, MODELS)).toContainEqual({ garageMakerName: 'Ford' }),
    );
    expect(
      await within(combo(dialog, /Model list/)).findByRole('option', { name: 'Focus 2015' }),
    ).toBeInTheDocument();
    expect(
      within(combo(dialog, /Model list/)).queryByRole('option', { name: 'Camry 2021' }),
    ).not.toBeInTheDocument();
  });

  it('switching the remark between the list and typing clears it', async () => {
    const { user } = renderPage();
    await rowWith('JTDBR32E720012345');
    const dialog = await openAdd(user, 'Add Vehicle');
    await user.selectOptions(combo(dialog, /Car owner remark/), 'Regular service');
    expect(combo(dialog, /Car owner remark/)).toHaveValue('Regular service');

    const toggle = within(dialog).getByRole('switch', { name: 'Type my own remark' });
    await user.click(toggle);
    const typed = within(dialog).getByRole('textbox', { name: /Car owner remark/ });
    expect(typed).toHaveValue('');
    await fill(user, typed, 'Rattles at idle');
    expect(typed).toHaveValue('Rattles at idle');

    await user.click(toggle);
    expect(combo(dialog, /Car owner remark/)).toHaveValue('');
  });

  it('adds a vehicle with the copied model fields and closes', async () => {
    const { fetchMock, user } = renderPage({ [ADD]: ok('Added successfully') });
    await rowWith('JTDBR32E720012345');
    const dialog = await openAdd(user, 'Add Vehicle');
    await chooseModel(user, dialog, 'Ford', 'Focus 2015');
    await fill(user, field(dialog, /VIN/), 'WF0AXXGCDA1234567');
    await user.selectOptions(combo(dialog, /Sold in country/), 'France');
    await user.click(within(dialog).getByRole('switch', { name: 'Type my own remark' }));
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Car owner remark/ }),
      'Daily driver',
    );
    await submit(user, dialog);

    await dialogClosed('Add Vehicle');
    expect(bodiesTo(fetchMock, ADD)).toEqual([
      {
        garage_car_make: 'Ford',
        garage_maker_id: 601,
        garage_car_model: 'Focus',
        garage_car_name: 'Ford Focus',
        garage_car_year: '2015',
        garage_displacement: '',
        garage_drive_type_id: 0,
        garage_vin: 'WF0AXXGCDA1234567',
        country_id: 45,
        garage_remarks: 'Daily driver',
      },
    ]);
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
  });

  it('edits a vehicle: loads it, then posts it with its id', async () => {
    const { fetchMock, user } = renderPage({
      [EDIT]: (_url, init) =>
        init?.method === 'POST'
          ? ok('Edited')
          : { ...ok(), garage_find: { ...VEHICLE, garage_remarks: 'Bought second hand' } },
    });
    await user.click(
      within(await rowWith('JTDBR32E720012345')).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    const vin = await within(dialog).findByLabelText(/VIN/);
    expect(vin).toHaveValue('JTDBR32E720012345');
    expect(queriesTo(fetchMock, EDIT)[0]).toEqual({ garage_id: '71' });
    expect(combo(dialog, /Car make/)).toHaveValue('Toyota');
    expect(field(dialog, /Car model/)).toHaveValue('Corolla');
    expect(combo(dialog, /Sold in country/)).toHaveValue('44');
    // A remark not in the list opens as typed.
    expect(within(dialog).getByRole('switch', { name: 'Type my own remark' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Car owner remark/ })).toHaveValue(
      'Bought second hand',
    );

    await user.clear(vin);
    await fill(user, vin, 'VIN-EDITED');
    await submit(user, dialog);
    await dialogClosed('Edit Vehicle');
    const posted = callsTo(fetchMock, EDIT)
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(posted).toEqual([
      {
        garage_id: 71,
        garage_car_make: 'Toyota',
        garage_maker_id: 501,
        garage_car_model: 'Corolla',
        garage_car_name: 'Toyota Corolla',
        garage_car_year: '2018',
        garage_displacement: '1.8L',
        garage_drive_type_id: 1,
        garage_vin: 'VIN-EDITED',
        country_id: 44,
        garage_remarks: 'Bought second hand',
      },
    ]);
  });

  it('deletes with a GET only after yes to the exact question', async () => {
    const { fetchMock, user } = renderPage({ [DEL]: ok('Deleted successfully') });
    const row = await rowWith('JTDBR32E720012345');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, ACCOUNT_MESSAGES.deleteConfirm, false);
    expect(callsTo(fetchMock, DEL)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, ACCOUNT_MESSAGES.deleteConfirm, true);
    await waitFor(() => expect(queriesTo(fetchMock, DEL)).toEqual([{ garage_id: '71' }]));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
  });

  it('asks for page 2', async () => {
    const { fetchMock, user } = renderPage();
    await rowWith('JTDBR32E720012345');
    await expectPageTwo(user, fetchMock, ALL);
    expect(await rowWith('VIN-PAGE-TWO')).toBeInTheDocument();
  });
});
