/**
 * The tools-and-cars matrix: what a car is asked as (VIN or make, model and year), a tool's
 * verdict from the diagnosis proxy's answers, and the browser cache that asks at most once per
 * (product, brand, version, year).
 */
import type { ApiGarageVehicle } from '@/contract/account-api-types';
import type { CoverageRow } from '@/lib/diag/types';
import { carQuery, makerOfMake } from '@/features/account/coverage-matrix/car-query';
import {
  clearCoverageCache,
  closestCovering,
  verdictOf,
} from '@/features/account/coverage-matrix/coverage-source';
import { productOfTool } from '@/features/account/coverage-matrix/use-coverage-matrix';
import { brandFor, functionCount } from '@/features/account/coverage-matrix/verdict';
import { brandsOf, DIAG_FIELDS } from '../../../../helpers/coverage-answers';

const NOW = new Date('2026-12-07T12:00:00Z');

function car(overrides: Partial<ApiGarageVehicle>): ApiGarageVehicle {
  return {
    garage_id: 1,
    garage_car_make: 'Ford',
    garage_maker_id: 1,
    garage_car_model: 'F-150',
    garage_car_name: 'F-150 3.5',
    garage_car_year: '2020',
    garage_displacement: '',
    garage_drive_type_id: 0,
    garage_drive_type_name: '',
    garage_vin: '',
    country_id: 1,
    country_name: 'United States',
    garage_remarks: '',
    ...overrides,
  };
}

describe('carQuery', () => {
  it('matches a car with a VIN by the decoder: maker and model year, no model', () => {
    // The fixtures' Ford F-150: year code L is 1990 or 2020; the record says 2020.
    const q = carQuery(car({ garage_vin: '1FT4330J1LB677292' }), NOW);
    expect(q).toMatchObject({ via: 'vin', year: 2020, model: '', label: 'Ford F-150 2020' });
    expect(q.maker?.name).toBe('Ford');
  });
  it("takes the decoder's year when the record names neither of the code's two years", () => {
    const q = carQuery(car({ garage_vin: '1FT4330J1LB677292', garage_car_year: '2019' }), NOW);
    expect(q.year).toBe(1990);
  });
  it('matches a car without a VIN by its make, model and year', () => {
    const q = carQuery(car({ garage_car_make: 'Mercedes-Benz', garage_car_model: 'GLC' }), NOW);
    expect(q).toMatchObject({ via: 'make', year: 2020, model: 'GLC' });
    expect(q.maker?.name).toBe('Mercedes-Benz');
  });
  it('falls back to the make when the VIN does not decode', () => {
    expect(carQuery(car({ garage_vin: 'NOT-A-VIN' }), NOW).via).toBe('make');
  });
  it('knows no maker for a make it does not list, nor a year that is not one', () => {
    expect(makerOfMake('Trabant Works')).toBeNull();
    expect(carQuery(car({ garage_car_year: 'old' }), NOW).year).toBeNull();
  });
});

describe('verdict parts', () => {
  it('counts each system’s √ and ※ columns and each function number once', () => {
    const rows: CoverageRow[] = [
      {
        model: 'F-150',
        year: '2020',
        system: 'Engine',
        read_codes: '√',
        live_data: '※',
        freeze_frame: '×',
        actuation_test: '1001,1002',
        remark: 'x',
      },
      {
        model: 'F-150',
        year: '2020',
        system: 'ABS',
        read_codes: '√',
        live_data: '',
        actuation_test: '1002',
        special_functions: '2001',
      },
    ];
    // Engine: read codes, live data; ABS: read codes; tests 1001, 1002; special 2001.
    expect(functionCount(rows, ['model', 'year', 'system'])).toBe(6);
  });
  it('asks about the maker’s brand in its newest version', () => {
    const q = carQuery(car({}), NOW);
    expect(
      brandFor([{ brand: 'Ford', packid: 'FORD', versions: ['V45.75', 'V45.10'] }], q),
    ).toEqual({
      packid: 'FORD',
      version: 'V45.75',
    });
    expect(brandFor([{ brand: 'BMW', packid: 'BMW', versions: ['V1'] }], q)).toBeNull();
  });
  it('finds the coverage product a catalogue title names', () => {
    const products = ['AD1000 Max', 'AD900 Pro', 'AD500'];
    expect(productOfTool('AD900 Pro Scan Tool', products)).toBe('AD900 Pro');
    expect(productOfTool('AD500 OBD2 Scanner', products)).toBe('AD500');
    expect(productOfTool('BT600 Printer Battery Tester', products)).toBeNull();
  });
});

describe('verdictOf and the cache', () => {
  /** The proxy's answers: AD900 Pro has Ford from 1996 on; AD500 has no BMW. */
  let calls: { url: string; data: Record<string, unknown> }[];
  let failData = false;
  beforeEach(() => {
    clearCoverageCache();
    calls = [];
    failData = false;
    global.fetch = jest.fn(async (_input: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { requestUrl: string; requestData: string };
      const data = JSON.parse(body.requestData) as Record<string, unknown>;
      calls.push({ url: body.requestUrl, data });
      const ok = (answer: unknown) => ({
        status: 200,
        ok: true,
        json: async () => ({ code: 0, msg: 'ok', data: answer }),
      });
      switch (body.requestUrl) {
        case '/funcquery/diagOem/getProduct':
          return ok([
            { product_name: 'AD1000 Max' },
            { product_name: 'AD900 Pro' },
            { product_name: 'AD500' },
          ]);
        case '/funcquery/diagOem/getBrand':
          return ok(brandsOf(data.product_name));
        case '/funcquery/diagOem/getDiagField':
          return ok(DIAG_FIELDS);
        case '/funcquery/diagOem/getDiagData': {
          if (failData)
            return {
              status: 200,
              ok: true,
              json: async () => ({ code: 7, msg: 'Busy', data: null }),
            };
          const listed =
            Number(data.year) >= 1996 && (data.model === undefined || data.model === 'F-150');
          const rows = listed
            ? [{ model: 'F-150', year: String(data.year), system: 'Engine', read_codes: '√' }]
            : [];
          return ok({ Data: rows, Total: rows.length, PageSize: 20, PageIndex: 1 });
        }
      }
      return ok(null);
    }) as unknown as typeof fetch;
  });

  const vinCar = (id: number, vin: string, year: string) =>
    carQuery(car({ garage_id: id, garage_vin: vin, garage_car_year: year }), NOW);
  const f150 = vinCar(1, '1FT4330J1LB677292', '2020');
  const mustang95 = vinCar(5, '1FT2TVTU8SG937326', '1995');

  it('covered: the brand lists the year, with its functions and the (product, brand, year) to preset', async () => {
    await expect(verdictOf('AD900 Pro', f150)).resolves.toEqual({
      kind: 'covered',
      product: 'AD900 Pro',
      packid: 'FORD',
      year: 2020,
      functions: 1,
    });
    const data = calls.find((c) => c.url === '/funcquery/diagOem/getDiagData')!.data;
    expect(data).toMatchObject({
      product_name: 'AD900 Pro',
      packid: 'FORD',
      version: 'V2',
      year: '2020',
      PageIndex: 1,
      PageSize: 20,
    });
    // Matched by the VIN: no model filter.
    expect(data).not.toHaveProperty('model');
  });

  it('not covered: no such brand, or the year is not listed', async () => {
    const bmw = carQuery(car({ garage_car_make: 'BMW', garage_car_model: '3 Series' }), NOW);
    await expect(verdictOf('AD500', bmw)).resolves.toEqual({
      kind: 'not-covered',
      product: 'AD500',
    });
    await expect(verdictOf('AD900 Pro', mustang95)).resolves.toEqual({
      kind: 'not-covered',
      product: 'AD900 Pro',
    });
  });

  it('unknown: a car without a known maker, or a service that does not answer', async () => {
    const odd = carQuery(car({ garage_car_make: 'Trabant Works' }), NOW);
    await expect(verdictOf('AD900 Pro', odd)).resolves.toEqual({
      kind: 'unknown',
      reason: 'car-unknown',
    });
    failData = true;
    await expect(verdictOf('AD900 Pro', f150)).resolves.toEqual({
      kind: 'unknown',
      reason: 'no-answer',
    });
  });

  it('a car without a VIN is asked with its model', async () => {
    await verdictOf('AD900 Pro', carQuery(car({ garage_car_model: 'Ranger' }), NOW));
    expect(calls.find((c) => c.url === '/funcquery/diagOem/getDiagData')!.data).toMatchObject({
      model: 'Ranger',
      year: '2020',
    });
  });

  it('asks once per (product, brand, version, year): 5 cars of 2 years and 2 tools', async () => {
    const cars = [
      f150,
      vinCar(2, '1FT4330J1LB677292', '2020'),
      vinCar(3, '1FT4330J1LB677292', '2020'),
      mustang95,
      vinCar(6, '1FT2TVTU8SG937326', '1995'),
    ];
    await Promise.all(cars.flatMap((c) => ['AD900 Pro', 'AD500'].map((p) => verdictOf(p, c))));
    const count = (url: string) => calls.filter((c) => c.url === url).length;
    expect(count('/funcquery/diagOem/getBrand')).toBe(2);
    expect(count('/funcquery/diagOem/getDiagField')).toBe(2);
    // (AD900 Pro, FORD, V2) and (AD500, FORD, V1), each for 2020 and 1995.
    expect(count('/funcquery/diagOem/getDiagData')).toBe(4);
  });

  it('a failed answer is not kept: asking again asks the service again', async () => {
    failData = true;
    await verdictOf('AD900 Pro', f150);
    failData = false;
    await expect(verdictOf('AD900 Pro', f150)).resolves.toMatchObject({ kind: 'covered' });
  });

  it('offers the first tool of the catalogue that covers a car none of the owned tools covers', async () => {
    const bmw = carQuery(car({ garage_car_make: 'BMW', garage_car_model: 'F-150' }), NOW);
    await expect(closestCovering(bmw, ['AD500'])).resolves.toMatchObject({
      product: 'AD1000 Max',
      packid: 'BMW',
    });
    await expect(closestCovering(mustang95, ['AD900 Pro'])).resolves.toBeNull();
  });
});
