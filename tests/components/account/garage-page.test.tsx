import { waitFor, within } from '@testing-library/react';
import { GARAGE_MODELS, GARAGE_PAGE, renderRecordPage, VEHICLE } from './record-page-configs';
import * as table from './record-pages-fixtures';

/** What the Garage page alone does; what every record page does is in record-pages.test.tsx. */
const { add: ADD, edit: EDIT } = GARAGE_PAGE.paths;

const combo = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('combobox', { name });
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByLabelText(name);

async function chooseModel(user: table.User, dialog: HTMLElement, make: string, model: string) {
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
    renderRecordPage(GARAGE_PAGE);
    const row = await table.rowWith('JTDBR32E720012345');
    for (const text of ['Toyota', 'Corolla', 'Toyota Corolla', '2018', '1.8L', 'FWD', 'Germany']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('loads the models of a make; a model copies its model, name and year; a new make clears them', async () => {
    const { fetchMock, user } = renderRecordPage(GARAGE_PAGE);
    await table.rowWith('JTDBR32E720012345');
    const dialog = await table.openAdd(user, 'Add Vehicle');
    expect(combo(dialog, /Model list/)).toBeDisabled();

    await chooseModel(user, dialog, 'Toyota', 'Camry 2021');
    expect(table.queriesTo(fetchMock, GARAGE_MODELS)[0]).toEqual({ garageMakerName: 'Toyota' });
    expect(field(dialog, /Car model/)).toHaveValue('Camry');
    expect(field(dialog, /Car name/)).toHaveValue('Toyota Camry');
    expect(field(dialog, /^Year/)).toHaveValue('2021');

    // Still editable.
    await user.clear(field(dialog, /^Year/));
    await table.fill(user, field(dialog, /^Year/), '2022');
    expect(field(dialog, /^Year/)).toHaveValue('2022');

    await user.selectOptions(combo(dialog, /Car make/), 'Ford');
    expect(field(dialog, /Car model/)).toHaveValue('');
    expect(field(dialog, /Car name/)).toHaveValue('');
    expect(field(dialog, /^Year/)).toHaveValue('');
    expect(combo(dialog, /Model list/)).toHaveValue('');
    await waitFor(() =>
      expect(table.queriesTo(fetchMock, GARAGE_MODELS)).toContainEqual({ garageMakerName: 'Ford' }),
    );
    expect(
      await within(combo(dialog, /Model list/)).findByRole('option', { name: 'Focus 2015' }),
    ).toBeInTheDocument();
    expect(
      within(combo(dialog, /Model list/)).queryByRole('option', { name: 'Camry 2021' }),
    ).not.toBeInTheDocument();
  });

  it('switching the remark between the list and typing clears it', async () => {
    const { user } = renderRecordPage(GARAGE_PAGE);
    await table.rowWith('JTDBR32E720012345');
    const dialog = await table.openAdd(user, 'Add Vehicle');
    await user.selectOptions(combo(dialog, /Car owner remark/), 'Regular service');
    expect(combo(dialog, /Car owner remark/)).toHaveValue('Regular service');

    const toggle = within(dialog).getByRole('switch', { name: 'Type my own remark' });
    await user.click(toggle);
    const typed = within(dialog).getByRole('textbox', { name: /Car owner remark/ });
    expect(typed).toHaveValue('');
    await table.fill(user, typed, 'Rattles at idle');
    expect(typed).toHaveValue('Rattles at idle');

    await user.click(toggle);
    expect(combo(dialog, /Car owner remark/)).toHaveValue('');
  });

  it('adds a vehicle with the copied model fields and closes', async () => {
    const { fetchMock, user } = renderRecordPage(GARAGE_PAGE, {
      [ADD]: table.ok('Added successfully'),
    });
    await table.rowWith('JTDBR32E720012345');
    const dialog = await table.openAdd(user, 'Add Vehicle');
    await chooseModel(user, dialog, 'Ford', 'Focus 2015');
    await table.fill(user, field(dialog, /VIN/), 'WF0AXXGCDA1234567');
    await user.selectOptions(combo(dialog, /Sold in country/), 'France');
    await user.click(within(dialog).getByRole('switch', { name: 'Type my own remark' }));
    await table.fill(
      user,
      within(dialog).getByRole('textbox', { name: /Car owner remark/ }),
      'Daily driver',
    );
    await table.submit(user, dialog);

    await table.addedAndClosed('Add Vehicle');
    expect(table.bodiesTo(fetchMock, ADD)).toEqual([
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
  });

  it('edits a vehicle: loads it, then posts it with its id', async () => {
    const { fetchMock, user } = renderRecordPage(GARAGE_PAGE, {
      [EDIT]: table.editAnswers('garage_find', {
        ...VEHICLE,
        garage_remarks: 'Bought second hand',
      }),
    });
    const dialog = await table.openEdit(user, 'JTDBR32E720012345', 'Edit Vehicle');
    const vin = await within(dialog).findByLabelText(/VIN/);
    expect(vin).toHaveValue('JTDBR32E720012345');
    expect(table.queriesTo(fetchMock, EDIT)[0]).toEqual({ garage_id: '71' });
    expect(combo(dialog, /Car make/)).toHaveValue('Toyota');
    expect(field(dialog, /Car model/)).toHaveValue('Corolla');
    expect(combo(dialog, /Sold in country/)).toHaveValue('44');
    // A remark not in the list opens as typed.
    expect(within(dialog).getByRole('switch', { name: 'Type my own remark' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Car owner remark/ })).toHaveValue(
      'Bought second hand',
    );

    await user.clear(vin);
    await table.fill(user, vin, 'VIN-EDITED');
    // What the form posts back: the stored record without its looked-up names.
    const { garage_drive_type_name: _drive, country_name: _country, ...storedFields } = VEHICLE;
    await table.submit(user, dialog);
    await table.dialogClosed('Edit Vehicle');
    const posted = table.postsTo(fetchMock, EDIT);
    expect(posted).toEqual([
      {
        ...storedFields,
        garage_vin: 'VIN-EDITED',
        garage_remarks: 'Bought second hand',
      },
    ]);
  });
});
