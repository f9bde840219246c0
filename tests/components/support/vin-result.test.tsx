/**
 * "Check my car"'s answer: a covering tool links to its product
 * page with its price and where to buy; when no tool covers the vehicle, the answer says which
 * years and makes the data lists and offers the next steps: the closest tool by make and the
 * Tech Support form with the VIN.
 */
import { screen, within } from '@testing-library/react';
import type { VehicleProducts } from '@/features/support/vehicle-coverage/api/use-vehicle-products';
import { VinResult } from '@/features/support/vehicle-coverage/components/vin-result';
import type { ToolOffer } from '@/features/support/vehicle-coverage/types';
import type { CoverageQuery } from '@/features/support/vehicle-coverage/use-coverage-query';
import { decodeVin, type DecodedVin } from '@/lib/vin/decode';
import { renderWithProviders } from '../../render';
import { NISSAN_FOR_RENAULT } from '../../helpers/closest-tools';

const NOW = new Date('2026-11-27T12:00:00Z');
const HONDA_2003 = '1HGCM82633A004352';
const HONDA_1990 = '1HGCB7657LA000001';
const RENAULT = 'VF1RFB00X56000001';

const TOOLS: ToolOffer[] = [
  {
    product: 'AD1000 Max',
    title: 'AD1000 Max Diagnostic Tablet',
    href: '/products/AD1000-Max-Diagnostic-Tablet',
    price: 1299,
    crossedPrice: 1599,
  },
];

const query: CoverageQuery = {
  vin: null,
  preset: null,
  hrefWith: (params) => `/support/vehicle-coverage?${new URLSearchParams(params).toString()}`,
  replace: () => false,
};

function decoded(vin: string): DecodedVin {
  const result = decodeVin(vin, NOW);
  if (!result.ok) throw new Error(`not a VIN: ${vin}`);
  return result.decoded;
}

function renderResult(vin: string, products: VehicleProducts) {
  return renderWithProviders(
    <VinResult
      decoded={decoded(vin)}
      products={products}
      query={query}
      onShowTable={() => {}}
      brandSelectId="brand"
      tools={TOOLS}
    />,
  );
}

describe('a covering tool', () => {
  it('links to its product page, shows its price, where to buy and its coverage table', () => {
    renderResult(HONDA_2003, {
      status: 'done',
      verdicts: [
        {
          product: 'AD1000 Max',
          brand: { name: 'Honda', packid: 'HONDA', version: 'V39.53' },
          verdict: { kind: 'covers', yearListed: true },
        },
        {
          product: 'AD800 Elite',
          brand: { name: 'Honda', packid: 'HONDA', version: 'V39.44' },
          verdict: { kind: 'covers', yearListed: true },
        },
      ],
      makes: ['Honda'],
      closest: null,
    });
    const list = screen.getByRole('list', { name: 'Tools that cover this vehicle' });
    const [max, elite] = within(list).getAllByRole('listitem');
    expect(
      within(max!).getByRole('link', { name: 'AD1000 Max Diagnostic Tablet' }),
    ).toHaveAttribute('href', '/products/AD1000-Max-Diagnostic-Tablet');
    expect(within(max!).getByText('$1,299.00')).toBeVisible();
    expect(within(max!).getByLabelText('Was $1,599.00')).toBeVisible();
    expect(within(max!).getByRole('link', { name: 'Where to buy' })).toHaveAttribute(
      'href',
      '/where-to-buy',
    );
    expect(within(max!).getByRole('link', { name: 'AD1000 Max coverage table' })).toHaveAttribute(
      'href',
      `/support/vehicle-coverage?vin=${HONDA_2003}&product=AD1000+Max&brand=HONDA&year=2003`,
    );
    expect(within(max!).getByText(/model year 2003 listed/)).toBeVisible();
    // A product the catalogue has no goods for: its name and its coverage table only.
    expect(within(elite!).getByText('AD800 Elite')).toBeVisible();
    expect(within(elite!).queryByRole('link', { name: 'Where to buy' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Next steps' })).toBeNull();
  });
});

describe('no tool covers the vehicle', () => {
  it('an older Honda: the years the data lists, the closest tool and Tech Support with the VIN', () => {
    renderResult(HONDA_1990, {
      status: 'done',
      verdicts: [
        {
          product: 'AD1000 Max',
          brand: { name: 'Honda', packid: 'HONDA', version: 'V39.53' },
          verdict: { kind: 'other-years', years: [2026, 2025, 1996] },
        },
      ],
      makes: ['Honda', 'Toyota'],
      closest: {
        kind: 'same-make',
        product: 'AD1000 Max',
        brand: 'Honda',
        packid: 'HONDA',
        years: { first: 1996, last: 2026 },
      },
    });
    expect(screen.getByText('None of our tools covers a Honda 1990 yet.')).toBeVisible();
    expect(
      screen.getByText('Our coverage data lists Honda model years 1996 to 2026.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Tools that do not' })).getByText(
        'AD1000 Max: Honda 1996 to 2026, but not model year 1990',
      ),
    ).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Next steps' });
    const [closest, tech] = within(steps).getAllByRole('listitem');
    expect(closest).toHaveTextContent(
      'Closest by make: AD1000 Max Diagnostic Tablet covers Honda model years 1996 to 2026.',
    );
    expect(
      within(closest!).getByRole('link', { name: 'AD1000 Max Diagnostic Tablet' }),
    ).toHaveAttribute('href', '/products/AD1000-Max-Diagnostic-Tablet');
    expect(within(closest!).getByText('$1,299.00')).toBeVisible();
    expect(
      within(closest!).getByRole('link', { name: 'AD1000 Max coverage table for Honda' }),
    ).toHaveAttribute(
      'href',
      `/support/vehicle-coverage?vin=${HONDA_1990}&product=AD1000+Max&brand=HONDA`,
    );
    expect(
      within(tech!).getByRole('link', { name: 'Ask Tech Support about this car' }),
    ).toHaveAttribute('href', `/support/tech-support?vin=${HONDA_1990}`);
  });

  it('a make the data does not list: the makes it lists and a make of the same group', () => {
    renderResult(RENAULT, {
      status: 'done',
      verdicts: [{ product: 'AD1000 Max', brand: null, verdict: { kind: 'no-brand' } }],
      makes: ['Honda', 'Nissan', 'Toyota'],
      closest: NISSAN_FOR_RENAULT,
    });
    expect(screen.getByText('Renault', { exact: true })).toBeVisible();
    expect(
      screen.getByText(
        'Our coverage data does not list Renault yet. It lists 3 makes: Honda, Nissan and Toyota.',
      ),
    ).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Next steps' });
    expect(steps).toHaveTextContent(
      'Closest by make: AD1000 Max Diagnostic Tablet covers Nissan, a make of the same group as Renault (Renault–Nissan–Mitsubishi Alliance), model years 1996 to 2026.',
    );
    expect(
      within(steps).getByRole('link', { name: 'Ask Tech Support about this car' }),
    ).toHaveAttribute('href', `/support/tech-support?vin=${RENAULT}`);
  });

  it('a maker the table does not know: choose the brand, or ask Tech Support', () => {
    renderResult('1M8GDM9AXKP042788', { status: 'idle' });
    expect(screen.getByText('Not recognised')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask Tech Support about this car' })).toHaveAttribute(
      'href',
      '/support/tech-support?vin=1M8GDM9AXKP042788',
    );
  });
});
