/**
 * The coverage cascade's preset (a decoded VIN or a "coverage table" link): product, brand
 * and model year chosen through the same loads as the selects, without the DOM.
 */
import { brandMatchesMaker, findMakerBrand } from '@/features/support/vehicle-coverage/maker-brand';
import type { ProductVerdict } from '@/features/support/vehicle-coverage/verdicts';
import {
  initialCoverageState,
  isYearFilter,
  nextFilterToLoad,
  selectedBrand,
  transition,
} from '@/features/support/vehicle-coverage/cascade';
import type { CoverageBrand } from '@/features/support/vehicle-coverage/types';
import { presetFor } from '@/features/support/vehicle-coverage/vin-preset';
import { makerOfWmi } from '@/lib/vin/wmi';
import { coverageDriver, presetChosen } from '../../../../helpers/coverage-cascade';

// Brands named by their packid, as a VIN's maker finds them; Toyota in both products.
const BRANDS: Record<string, CoverageBrand[]> = {
  'AD900 Pro': [
    { brand: 'BMW', packid: 'BMW', versions: ['V1.20', 'V1.10'] },
    { brand: 'Toyota', packid: 'TOYOTA', versions: ['V4.80'] },
  ],
  'AD1000 Max': [
    { brand: 'Audi', packid: 'AUDI', versions: ['V2.00'] },
    { brand: 'Toyota', packid: 'TOYOTA', versions: ['V4.90', 'V4.80'] },
  ],
};
const YEARS = ['2026', '2025', '2019'];

const driver = coverageDriver({
  brands: BRANDS,
  options: (request) =>
    request.field === 'year' ? YEARS : [`${request.field}-a`, `${request.field}-b`],
});
const { settle, firstView } = driver;

beforeEach(() => {
  driver.asked = [];
});

describe('preset from a VIN', () => {
  it('switches product, then picks the brand and the model year', async () => {
    const start = await firstView();
    expect(start.product).toBe('AD900 Pro');
    driver.asked = [];
    const state = await settle(transition(start, presetChosen('AD1000 Max', 'TOYOTA', '2019')));
    expect(state.product).toBe('AD1000 Max');
    expect(selectedBrand(state)?.brand).toBe('Toyota');
    expect(state.version).toBe('V4.90');
    expect(state.filters.map((f) => [f.field, f.value, f.ready])).toEqual([
      ['model', '', true],
      ['year', '2019', true],
      ['system', '', true],
    ]);
    expect(state.filters[1]!.options).toEqual(YEARS);
    // The rows shown are the year's.
    expect(state.results?.rows[0]?.year).toBe('2019');
    expect(state.preset).toBeUndefined();
    // The year's options are asked without a model (All), the system's with the year.
    const options = driver.asked.filter((r) => r.kind === 'options');
    expect(options.map((r) => [r.field, r.filters])).toEqual([
      ['model', {}],
      ['year', {}],
      ['system', { year: '2019' }],
    ]);
  });

  it('on the product shown, picks the brand without reloading the brands', async () => {
    const start = await firstView();
    driver.asked = [];
    const state = await settle(transition(start, presetChosen('AD900 Pro', 'TOYOTA')));
    expect(selectedBrand(state)?.packid).toBe('TOYOTA');
    expect(driver.asked.some((r) => r.kind === 'brands')).toBe(false);
    expect(state.filters.every((f) => f.value === '')).toBe(true);
  });

  it('a year the version does not list goes back to All', async () => {
    const start = await firstView();
    const state = await settle(transition(start, presetChosen('AD900 Pro', 'TOYOTA', '1989')));
    expect(state.filters.find((f) => f.field === 'year')).toMatchObject({
      value: '',
      ready: true,
    });
    expect(state.results?.rows[0]?.year).toBe('any');
  });

  it('waits for the product list when it is still loading', async () => {
    const loading = transition(initialCoverageState(), { type: 'start' });
    const preset = transition(loading.state, presetChosen('AD1000 Max', 'AUDI'));
    expect(preset.requests).toEqual([]);
    const state = await settle({ state: preset.state, requests: loading.requests });
    expect(state.product).toBe('AD1000 Max');
    expect(selectedBrand(state)?.brand).toBe('Audi');
  });

  it('an unknown product or brand leaves the choice as it was', async () => {
    const start = await firstView();
    const unknownProduct = transition(start, presetChosen('AD1 Nope', 'TOYOTA'));
    expect(unknownProduct.requests).toEqual([]);
    expect(unknownProduct.state.product).toBe('AD900 Pro');
    const unknownBrand = transition(start, presetChosen('AD900 Pro', 'AUDI'));
    expect(unknownBrand.requests).toEqual([]);
    expect(selectedBrand(unknownBrand.state)?.brand).toBe('BMW');
  });

  it("the visitor's own choice drops a preset still loading", async () => {
    const start = await firstView();
    const preset = transition(start, presetChosen('AD1000 Max', 'TOYOTA', '2019'));
    expect(preset.state.preset).toBeDefined();
    const changed = transition(preset.state, { type: 'productChanged', product: 'AD900 Pro' });
    expect(changed.state.preset).toBeUndefined();
    const state = await settle(changed);
    expect(selectedBrand(state)?.brand).toBe('BMW');
  });
});

describe('filters', () => {
  it('recognises the Year filter', () => {
    expect(isYearFilter({ field: 'year', label: 'Year' })).toBe(true);
    expect(isYearFilter({ field: 'my', label: 'Model Year' })).toBe(true);
    expect(isYearFilter({ field: 'model', label: 'Model' })).toBe(false);
  });

  it('loads the filters up to the one after the last chosen, in order', () => {
    const filter = (value: string, ready: boolean) => ({
      field: 'f',
      label: 'F',
      value,
      options: [],
      ready,
    });
    expect(nextFilterToLoad([filter('', false), filter('', false)])).toBe(0);
    expect(nextFilterToLoad([filter('', true), filter('', false)])).toBeNull();
    expect(nextFilterToLoad([filter('', true), filter('2019', false), filter('', false)])).toBe(1);
    expect(nextFilterToLoad([filter('', true), filter('2019', true), filter('', false)])).toBe(2);
  });
});

describe('the state as JSON', () => {
  it('holds no undefined preset once one is applied or dropped (the server state is serialised)', async () => {
    const start = await firstView();
    expect('preset' in start).toBe(false);
    const applied = await settle(transition(start, presetChosen('AD1000 Max', 'TOYOTA', '2019')));
    expect('preset' in applied).toBe(false);
    const dropped = transition(start, presetChosen('AD900 Pro', 'AUDI')).state;
    expect('preset' in dropped).toBe(false);
  });
});

describe('which products cover a VIN’s maker', () => {
  const toyota = makerOfWmi('4T1')!;
  const gmc = makerOfWmi('1GK')!;
  const verdict = (
    product: string,
    kind: ProductVerdict['verdict']['kind'],
    yearListed: boolean | null = true,
  ): ProductVerdict => ({
    product,
    brand: kind === 'no-brand' ? null : { name: 'Toyota', packid: 'TOYOTA', version: 'V1' },
    verdict: kind === 'covers' ? { kind, yearListed } : ({ kind } as ProductVerdict['verdict']),
  });

  it('matches a brand by name, package id or alias', () => {
    expect(brandMatchesMaker({ brand: 'Toyota', packid: 7, versions: [] }, toyota)).toBe(true);
    expect(
      brandMatchesMaker({ brand: 'TOYOTA MOTOR', packid: 'TOYOTA', versions: [] }, toyota),
    ).toBe(true);
    expect(brandMatchesMaker({ brand: 'Lexus', packid: 'LEXUS', versions: [] }, toyota)).toBe(
      false,
    );
    // GMC shares the GM package with Chevrolet, which the brand list names first.
    const gm = [
      { brand: 'Chevrolet', packid: 'GM', versions: ['V1'] },
      { brand: 'Ford', packid: 'FORD', versions: ['V1'] },
    ];
    expect(findMakerBrand(gm, gmc)?.packid).toBe('GM');
    expect(findMakerBrand(gm, toyota)).toBeNull();
  });

  it('prefers the product shown when it covers the vehicle, with the year it lists', () => {
    const verdicts = [verdict('A', 'covers'), verdict('B', 'covers')];
    expect(presetFor(verdicts, 'B', 2019)).toEqual({
      product: 'B',
      packid: 'TOYOTA',
      year: '2019',
    });
    expect(presetFor(verdicts, 'C', 2019)).toEqual({
      product: 'A',
      packid: 'TOYOTA',
      year: '2019',
    });
  });

  it('leaves the year out when it is not known to be listed', () => {
    expect(presetFor([verdict('A', 'covers', null)], 'A', 2019)?.year).toBeNull();
    // Only a product with the brand but not the year: the brand alone.
    expect(presetFor([verdict('A', 'no-brand'), verdict('B', 'other-years')], 'A', 2019)).toEqual({
      product: 'B',
      packid: 'TOYOTA',
      year: null,
    });
  });

  it('nothing to preselect when no product has the brand', () => {
    expect(presetFor([verdict('A', 'no-brand'), verdict('B', 'unknown')], 'A', 2019)).toBeNull();
  });
});
