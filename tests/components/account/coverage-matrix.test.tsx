/** The tools-and-cars matrix in jsdom: covered with its preset link, not covered, unknown. */
import { screen, waitFor, within } from '@testing-library/react';
import type { ApiGarageVehicle } from '@/contract/account-api-types';
import CoverageMatrixView from '@/features/account/coverage-matrix/components/coverage-matrix';
import { clearCoverageCache } from '@/features/account/coverage-matrix/coverage-source';
import { mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { brandsOf, DIAG_FIELDS } from '../../helpers/coverage-answers';

function vehicle(
  id: number,
  make: string,
  model: string,
  year: string,
  vin = '',
): ApiGarageVehicle {
  return {
    garage_id: id,
    garage_car_make: make,
    garage_maker_id: 0,
    garage_car_model: model,
    garage_car_name: model,
    garage_car_year: year,
    garage_displacement: '',
    garage_drive_type_id: 0,
    garage_drive_type_name: '',
    garage_vin: vin,
    country_id: 1,
    country_name: 'United States',
    garage_remarks: '',
  };
}

const CARS = [
  vehicle(1, 'Ford', 'F-150', '2020', '1FT4330J1LB677292'),
  vehicle(2, 'BMW', '3 Series', '2019'),
  vehicle(3, 'Ford', 'Mustang', '1995', '1FT2TVTU8SG937326'),
];

function mockProxy() {
  return mockFetch({
    '/api/diagoem/get_interface': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { requestUrl: string; requestData: string };
      const data = JSON.parse(body.requestData) as Record<string, string | number>;
      const ok = (answer: unknown) => ({ code: 0, msg: 'ok', data: answer });
      switch (body.requestUrl) {
        case '/funcquery/diagOem/getProduct':
          return ok([{ product_name: 'AD1000 Max' }, { product_name: 'AD500' }]);
        case '/funcquery/diagOem/getBrand':
          return ok(brandsOf(data.product_name));
        case '/funcquery/diagOem/getDiagField':
          return ok([...DIAG_FIELDS, { field: 'live_data', en: 'Live Data', filter_field: 0 }]);
        default: {
          const listed = Number(data.year) >= 1996;
          const rows = listed
            ? [
                {
                  model: 'X',
                  year: String(data.year),
                  system: 'Engine',
                  read_codes: '√',
                  live_data: '√',
                },
              ]
            : [];
          return ok({ Data: rows, Total: rows.length });
        }
      }
    },
  });
}

describe('the coverage matrix', () => {
  beforeEach(() => clearCoverageCache());

  it('says for each car which tool covers it, links the preset table and offers the closest tool', async () => {
    mockProxy();
    renderWithProviders(
      <CoverageMatrixView
        cars={CARS}
        tools={['AD500 OBD2 Scanner', 'BT600 Printer Battery Tester']}
        models={[
          { goods_model_id: 1, goods_model_name: 'AD1000 Max Diagnostic Tablet' },
          { goods_model_id: 2, goods_model_name: 'AD500 OBD2 Scanner' },
        ]}
      />,
    );
    const cars = await screen.findAllByRole('listitem');
    // While a cell loads, its placeholder is a named progress indicator (a bare skeleton
    // with a name is an ARIA error that axe reports).
    expect(screen.getAllByRole('progressbar', { name: 'Checking' }).length).toBeGreaterThan(0);
    const car = (label: string) =>
      cars.find((c) => c.getAttribute('data-car') && c.textContent?.startsWith(label))!;
    await waitFor(() =>
      expect(document.querySelectorAll('[data-coverage="loading"]')).toHaveLength(0),
    );

    const f150 = car('Ford F-150 2020');
    expect(
      within(f150).getByText('Matched by its VIN 1FT4330J1LB677292 (Ford, 2020)'),
    ).toBeVisible();
    expect(
      within(f150).getByRole('link', { name: '2 functions: see the coverage table' }),
    ).toHaveAttribute('href', '/support/vehicle-coverage?product=AD500&brand=FORD&year=2020');

    const bmw = car('BMW 3 Series 2019');
    expect(within(bmw).getByText('Matched by its make, model and year')).toBeVisible();
    expect(within(bmw).getByText('Not covered')).toBeVisible();
    const closest = await within(bmw).findByText(/None of your tools covers it\./);
    expect(
      within(closest).getByRole('link', { name: 'AD1000 Max Diagnostic Tablet' }),
    ).toHaveAttribute('href', '/products/AD1000-Max-Diagnostic-Tablet');
    expect(within(closest).getByRole('link', { name: 'Ask Tech Support' })).toHaveAttribute(
      'href',
      '/support/tech-support',
    );

    const mustang = car('Ford Mustang 1995');
    expect(within(mustang).getByText('Not covered')).toBeVisible();
    expect(await within(mustang).findByText(/No tool of ours lists it\./)).toBeVisible();
    expect(within(mustang).getByRole('link', { name: 'Ask Tech Support' })).toHaveAttribute(
      'href',
      '/support/tech-support?vin=1FT2TVTU8SG937326',
    );

    expect(
      screen.getByText(
        'Unknown for every car: the coverage data has no list for BT600 Printer Battery Tester.',
      ),
    ).toBeVisible();
  });

  it('tells a customer without cars what to do first', () => {
    mockProxy();
    renderWithProviders(
      <CoverageMatrixView cars={[]} tools={['AD500 OBD2 Scanner']} models={[]} />,
    );
    expect(
      screen.getByText('Add a car to your garage to see which of your tools cover it.'),
    ).toBeVisible();
  });
});
