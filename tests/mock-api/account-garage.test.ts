/** The garage: options, list, search, add, edit, delete and ownership. */
import { GARAGE_MSG } from '../../mock-api/routes/account/garage';
import { ACCOUNT_MESSAGES } from '../../src/contract/account-messages';
import {
  accountApi,
  expectFieldMessages,
  expectRefusals,
  ownedTableChecks,
} from './account-helpers';
import { GARAGE_TYPED as TYPED } from './account-forms';
import { expectFields } from './helpers';

const api = accountApi('/api/garage');
const { call } = api;

const garages = () => api.env.mock.db.data.garages;
const table = ownedTableChecks(api, 'garage', garages);
const { own, snapshot, ids } = table;
const option = (make: string, model: string) =>
  api.env.mock.db.data.garage_models.find(
    (m) => m.garage_makername_name === make && m.garage_maker_model === model,
  )!;
const countryId = (name: string) =>
  api.env.mock.db.data.countries.find((c) => c.country_name === name)!.country_id;
const usedByIssue = (garageId: number) =>
  api.env.mock.db.data.car_issues.some((i) => i.garage_id === garageId);

describe('the fixtures', () => {
  it('give well-formed vehicles: 11 for the demo customer, 3 for the second', () => {
    expect(own(1)).toHaveLength(11);
    expect(own(2)).toHaveLength(3);
    for (const g of garages()) {
      expect(g.garage_vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(g.garage_car_year).toMatch(/^(19|20)\d{2}$/);
      if (g.garage_maker_id > 0) {
        const m = api.env.mock.db.data.garage_models.find(
          (o) => o.garage_maker_id === g.garage_maker_id,
        )!;
        expect(m.garage_makername_name).toBe(g.garage_car_make);
        expect(g.garage_car_model).toBe(m.garage_maker_model);
      }
    }
  });
});

describe('garage_all', () => {
  it('answers the options and the first page, newest first', async () => {
    const body = await call('GET', 'garage_all', 'demo');
    expect(body.code).toBe(200);
    expect(body.garage_drive_type_all).toEqual([
      { garage_drive_type_id: 1, garage_drive_type_name: 'FWD' },
      { garage_drive_type_id: 2, garage_drive_type_name: 'RWD' },
      { garage_drive_type_id: 3, garage_drive_type_name: 'AWD' },
      { garage_drive_type_id: 4, garage_drive_type_name: '4WD' },
    ]);
    const countries = body.country_all as { country_id: number; country_name: string }[];
    expect(countries).toHaveLength(api.env.mock.db.data.countries.length);
    const countryNames = countries.map((c) => c.country_name);
    expect(countryNames).toEqual([...countryNames].sort((a, b) => a.localeCompare(b)));
    expectFields(countries, ['country_id', 'country_name']);
    const remarks = body.garage_remarks_all as { garage_remarks_name: string }[];
    expect(remarks.map((r) => r.garage_remarks_name)).toEqual(
      expect.arrayContaining(['Daily driver', 'Customer vehicle', 'Fleet vehicle', 'Project car']),
    );
    const makes = (body.garage_makername_all as { garage_makername_name: string }[]).map(
      (m) => m.garage_makername_name,
    );
    expect(makes.length).toBeGreaterThanOrEqual(10);
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b)));
    expect(makes).toEqual(expect.arrayContaining(['Toyota', 'Ford', 'Honda', 'BMW', 'Audi']));
    table.expectPage(body, { currentPage: 1, total: 11, ids: ids(own(1).slice(0, 10)) });
  });
});

describe('garage_maker_all', () => {
  it('answers the model options of a make, in any case', async () => {
    const body = await call('GET', 'garage_maker_all', 'demo', { garageMakerName: 'toyota' });
    expect(body.code).toBe(200);
    const models = body.garage_maker_all as Record<string, unknown>[];
    expect(models.length).toBeGreaterThanOrEqual(3);
    expectFields(models, [
      'garage_maker_id',
      'garage_maker_model',
      'garage_maker_name',
      'garage_maker_year',
    ]);
    for (const m of models) {
      expect(m.garage_maker_year).toMatch(/^\d{4}$/);
    }
    expect(models).toContainEqual({
      garage_maker_id: option('Toyota', 'Camry').garage_maker_id,
      garage_maker_model: 'Camry',
      garage_maker_year: '2019',
      garage_maker_name: 'Camry 2.5 LE',
    });
    const makes = new Set(
      api.env.mock.db.data.garage_models
        .filter((m) => models.some((x) => x.garage_maker_id === m.garage_maker_id))
        .map((m) => m.garage_makername_name),
    );
    expect([...makes]).toEqual(['Toyota']);
  });

  it('asks for a make and refuses an unknown one', async () => {
    for (const query of [{}, { garageMakerName: '  ' }]) {
      expect(await call('GET', 'garage_maker_all', 'demo', query)).toEqual({
        code: 400,
        msg: ACCOUNT_MESSAGES.carMakeRequired,
      });
    }
    expect(await call('GET', 'garage_maker_all', 'demo', { garageMakerName: 'Tesla' })).toEqual({
      code: 404,
      msg: 'No car make named Tesla',
    });
  });
});

describe('garage_keyword', () => {
  it('finds by make, model, name, VIN and remark, in any case', async () => {
    const target = own(1)[2]!;
    for (const needle of [
      target.garage_car_make.toUpperCase(),
      target.garage_car_model.toLowerCase(),
      target.garage_car_name,
      target.garage_vin.toLowerCase(),
      target.garage_remarks.toUpperCase(),
    ]) {
      const body = await call('POST', 'garage_keyword', 'demo', { goodsVerifyKeyword: needle });
      expect(body.code).toBe(200);
      const wanted = needle.toLowerCase();
      const expected = own(1).filter((g) =>
        [
          g.garage_car_make,
          g.garage_car_model,
          g.garage_car_name,
          g.garage_vin,
          g.garage_remarks,
        ].some((f) => f.toLowerCase().includes(wanted)),
      );
      table.expectPage(body, {
        currentPage: 1,
        total: expected.length,
        ids: ids(expected.slice(0, 10)),
      });
      expect(ids(body.garage_all)).toContain(target.garage_id);
    }
  });

  it('pages the results', async () => {
    const text = (g: ReturnType<typeof own>[number]) =>
      [g.garage_car_make, g.garage_car_model, g.garage_car_name, g.garage_vin, g.garage_remarks]
        .join('\n')
        .toLowerCase();
    // A character every vehicle of the demo customer holds somewhere, searched in upper case.
    const shared = [...'abcdefghijklmnopqrstuvwxyz0123456789'].find((c) =>
      own(1).every((g) => text(g).includes(c)),
    );
    expect(shared).toBeDefined();
    const total = own(1).length;
    expect(total).toBeGreaterThan(10);
    const p2 = await call('POST', 'garage_keyword', 'demo', {
      goodsVerifyKeyword: shared!.toUpperCase(),
      page: 2,
    });
    table.expectPage(p2, { currentPage: 2, total, ids: ids(own(1).slice(10, 20)) });
  });
});

describe('garage_add', () => {
  it('asks for each required field with its message, in the order of the form', async () => {
    const before = snapshot();
    expect(await call('POST', 'garage_add', 'demo', {})).toEqual({
      code: 400,
      msg: ACCOUNT_MESSAGES.carMakeRequired,
    });
    const cases: [keyof typeof TYPED, string, unknown[]][] = [
      ['garage_car_make', ACCOUNT_MESSAGES.carMakeRequired, [undefined, '', ' ']],
      ['garage_car_model', ACCOUNT_MESSAGES.carModelRequired, [undefined, '', ' ']],
      ['garage_car_year', ACCOUNT_MESSAGES.carYearRequired, [undefined, '', ' ']],
      ['garage_vin', ACCOUNT_MESSAGES.vinRequired, [undefined, '', ' ']],
      ['country_id', ACCOUNT_MESSAGES.soldInCountryRequired, [undefined, 0, '']],
      ['garage_remarks', ACCOUNT_MESSAGES.ownerRemarkRequired, [undefined, '', '  ']],
    ];
    await expectFieldMessages(
      (payload) => call('POST', 'garage_add', 'demo', payload),
      TYPED,
      cases,
    );
    // Model and year missing together: the model is asked first.
    const noModel: Record<string, unknown> = { ...TYPED };
    delete noModel.garage_car_model;
    delete noModel.garage_car_year;
    expect(await call('POST', 'garage_add', 'demo', noModel)).toEqual({
      code: 400,
      msg: ACCOUNT_MESSAGES.carModelRequired,
    });
    expect(snapshot()).toBe(before);
  });

  it('refuses bad years, VINs, options, types and over-long texts, changing nothing', async () => {
    const before = snapshot();
    const yearMsg = GARAGE_MSG.year(2027);
    const bmw = option('BMW', 'X5');
    const bad: [Record<string, unknown>, number, string?][] = [
      [{ garage_car_year: '1949' }, 400, yearMsg],
      [{ garage_car_year: '2028' }, 400, yearMsg],
      [{ garage_car_year: '19x5' }, 400, yearMsg],
      [{ garage_car_year: '21' }, 400, yearMsg],
      [{ garage_car_year: 2021 }, 400, 'garage_car_year must be text'],
      [{ garage_vin: '1FTER4FH5MLD1234' }, 400, GARAGE_MSG.vin],
      [{ garage_vin: '1FTER4FH5MLD123456' }, 400, GARAGE_MSG.vin],
      [{ garage_vin: '1FTER4FH5MLI12345' }, 400, GARAGE_MSG.vin],
      [{ garage_vin: '1FTER4FH5MLO12345' }, 400, GARAGE_MSG.vin],
      [{ garage_vin: '1FTER4FH5MLQ12345' }, 400, GARAGE_MSG.vin],
      [{ garage_vin: '1FTER4FH5-LD12345' }, 400, GARAGE_MSG.vin],
      [{ garage_vin: 'V'.repeat(65) }, 400, 'garage_vin must be at most 64 characters'],
      [{ garage_car_make: 'Tesla' }, 404, 'No car make named Tesla'],
      [{ garage_car_make: 7 }, 400, 'garage_car_make must be text'],
      [{ garage_maker_id: bmw.garage_maker_id }, 400, GARAGE_MSG.modelOfOtherMake('Ford')],
      [{ garage_maker_id: 99999 }, 404, 'No car model with garage_maker_id 99999'],
      [{ garage_maker_id: -1 }, 400],
      [{ garage_maker_id: 'Camry' }, 400, 'garage_maker_id must be a number'],
      [{ garage_drive_type_id: 9 }, 404, 'No drive type with garage_drive_type_id 9'],
      [{ garage_drive_type_id: 'AWD' }, 400],
      [{ country_id: 99999 }, 404, 'No country with country_id 99999'],
      [{ country_id: 'US' }, 400, 'country_id must be a number'],
      [{ garage_remarks: 'R'.repeat(201) }, 400, 'garage_remarks must be at most 200 characters'],
      [{ garage_displacement: 'D'.repeat(21) }, 400],
      [{ garage_displacement: 2.3 }, 400, 'garage_displacement must be text'],
      [{ garage_car_model: 'M'.repeat(101) }, 400],
      [{ garage_car_name: { a: 1 } }, 400],
      [{ garage_vin: own(1)[0]!.garage_vin.toLowerCase() }, 409, GARAGE_MSG.duplicateVin],
    ];
    await expectRefusals(
      (change) => call('POST', 'garage_add', 'demo', { ...TYPED, ...change }),
      bad,
    );
    expect(snapshot()).toBe(before);
  });

  it('adds a typed vehicle: VIN upper-case, names filled in, at the top', async () => {
    const body = await call('POST', 'garage_add', 'demo', {
      ...TYPED,
      garage_car_make: 'ford',
      garage_vin: ' 1fter4fh5mld12345 ',
      garage_remarks: '  Bought at auction, needs a TPMS relearn ',
      country_id: String(countryId('Canada')),
      country_name: 'Atlantis',
      garage_drive_type_name: 'Hover',
    });
    expect(body).toMatchObject({ code: 200, msg: 'Added successfully' });
    const stored = own(1)[0]!;
    expect(stored).toEqual({
      ...TYPED,
      garage_id: Math.max(...garages().map((g) => g.garage_id)),
      uId: 1,
      garage_car_make: 'Ford',
      garage_vin: '1FTER4FH5MLD12345',
      garage_remarks: 'Bought at auction, needs a TPMS relearn',
      garage_drive_type_name: '4WD',
      country_id: countryId('Canada'),
      country_name: 'Canada',
    });
    const list = await call('GET', 'garage_all', 'demo');
    expect((list.page as { total: number }).total).toBe(12);
    expect(ids(list.garage_all)[0]).toBe(stored.garage_id);
  });

  it('copies model, name and year from a chosen model option; drive and displacement are optional', async () => {
    const camry = option('Toyota', 'Camry');
    const body = await call('POST', 'garage_add', 'demo', {
      garage_car_make: 'Toyota',
      garage_maker_id: camry.garage_maker_id,
      garage_car_model: 'Something else',
      garage_car_year: '1999',
      garage_vin: '4T1B11HK5KU123456',
      country_id: 1,
      garage_remarks: 'Daily driver',
    });
    expect(body.code).toBe(200);
    expect(body.garage_find).toEqual({
      garage_id: own(1)[0]!.garage_id,
      garage_car_make: 'Toyota',
      garage_maker_id: camry.garage_maker_id,
      garage_car_model: 'Camry',
      garage_car_name: 'Camry 2.5 LE',
      garage_car_year: '2019',
      garage_displacement: '',
      garage_drive_type_id: 0,
      garage_drive_type_name: '',
      garage_vin: '4T1B11HK5KU123456',
      country_id: 1,
      country_name: 'United States',
      garage_remarks: 'Daily driver',
    });
    // With an option the model and year may be left out.
    const bare = await call('POST', 'garage_add', 'demo', {
      garage_car_make: 'Toyota',
      garage_maker_id: camry.garage_maker_id,
      garage_vin: '4T1B11HK5KU654321',
      country_id: 1,
      garage_remarks: 'Family car',
    });
    expect(bare.code).toBe(200);
  });

  it("allows a VIN that another customer's garage holds", async () => {
    const body = await call('POST', 'garage_add', 'second', {
      ...TYPED,
      garage_vin: own(1).find((g) => g.garage_car_make === 'Toyota')!.garage_vin,
    });
    expect(body.code).toBe(200);
  });
});

describe('garage_edit', () => {
  it('saves an edit, keeping its own VIN', async () => {
    const row = own(1)[6]!;
    const body = await call('POST', 'garage_edit', 'demo', {
      ...TYPED,
      garage_id: row.garage_id,
      garage_vin: row.garage_vin,
      garage_remarks: 'Customer vehicle',
    });
    expect(body).toMatchObject({ code: 200, msg: 'Saved successfully' });
    expect(garages().find((g) => g.garage_id === row.garage_id)).toEqual({
      ...TYPED,
      garage_id: row.garage_id,
      uId: 1,
      garage_vin: row.garage_vin,
      garage_remarks: 'Customer vehicle',
      garage_drive_type_name: '4WD',
      country_name: 'United States',
    });
  });

  it('refuses bad edits, changing nothing', async () => {
    const row = own(1)[7]!;
    const other = own(1)[8]!;
    const before = snapshot();
    const base = { ...TYPED, garage_id: row.garage_id, garage_vin: row.garage_vin };
    expect(await call('POST', 'garage_edit', 'demo', { ...base, garage_vin: '' })).toEqual({
      code: 400,
      msg: ACCOUNT_MESSAGES.vinRequired,
    });
    expect(
      await call('POST', 'garage_edit', 'demo', { ...base, garage_vin: other.garage_vin }),
    ).toEqual({
      code: 409,
      msg: GARAGE_MSG.duplicateVin,
    });
    expect((await call('POST', 'garage_edit', 'demo', { ...base, country_id: 99999 })).code).toBe(
      404,
    );
    await table.expectEditIdRefused(TYPED);
    expect(snapshot()).toBe(before);
  });
});

describe('garage_del', () => {
  it('refuses a vehicle that a car issue refers to', async () => {
    let used = own(1).find((g) => usedByIssue(g.garage_id));
    if (!used) {
      const target = own(1)[1]!;
      await api.env.mock.db.update((draft) => {
        draft.car_issues.push({
          car_issue_id: 9000,
          uId: 1,
          garage_id: target.garage_id,
          car_issue_garage: `${target.garage_car_year} ${target.garage_car_make} ${target.garage_car_model}`,
          car_issue_content: 'Rough idle when cold',
          car_issue_symptoms: '',
          car_issue_faultLight: '',
          car_issue_faultCode: 'P0300',
          car_issue_addTime: '2026/05/30 10:00:00',
          car_issue_status_id: 1,
        });
      });
      used = target;
    }
    await table.expectInUse(used, GARAGE_MSG.inUse);
  });
});
