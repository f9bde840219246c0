/**
 * The vehicle-coverage cascade without the DOM: every transition, the
 * calls it asks for, and answers that arrive late.
 */
import {
  brandVersions,
  COVERAGE_PAGE_SIZE,
  filterValues,
  initialCoverageState,
  transition,
  uniqueBrands,
} from '@/features/support/vehicle-coverage/cascade';
import type { CoverageBrand } from '@/features/support/vehicle-coverage/types';
import {
  COLUMNS,
  coverageDriver,
  kinds,
  only,
  PRODUCTS,
} from '../../../../helpers/coverage-cascade';

const BRANDS: Record<string, CoverageBrand[]> = {
  'AD900 Pro': [
    { brand: 'BMW', packid: 101, versions: ['V1.20'] },
    { brand: 'BMW', packid: 101, versions: ['V1.10'] },
    { brand: 'Audi', packid: 102, versions: ['V3.00', 'V2.90'] },
    // The same brand again, another packid: a brand of its own.
    { brand: 'Audi', packid: 103, versions: ['V1.00'] },
  ],
  'AD1000 Max': [{ brand: 'Ford', packid: 'F-7', versions: ['V9.1'] }],
};

const { answer, settle, firstView } = coverageDriver({ brands: BRANDS });

describe('first load', () => {
  it('asks for the products, then picks the first product, brand and version', async () => {
    const start = transition(initialCoverageState(), { type: 'start' });
    expect(kinds(start)).toEqual(['products']);

    const products = transition(start.state, answer(start.requests[0]!));
    expect(products.state.products).toEqual(PRODUCTS);
    expect(products.state.product).toBe('AD900 Pro');
    expect(only(products, 'brands').product).toBe('AD900 Pro');

    const brands = transition(products.state, answer(products.requests[0]!));
    expect(brands.state.packid).toBe(101);
    expect(brands.state.version).toBe('V1.20');
    expect(only(brands, 'fields')).toMatchObject({
      product: 'AD900 Pro',
      packid: 101,
      version: 'V1.20',
    });

    const fields = transition(brands.state, answer(brands.requests[0]!));
    expect(fields.state.columns).toEqual(COLUMNS);
    expect(fields.state.filters.map((f) => [f.field, f.value, f.ready])).toEqual([
      ['model', '', false],
      ['year', '', false],
      ['system', '', false],
    ]);
    // The first filter's options and the first page (size 20), together.
    expect(kinds(fields)).toEqual(['options', 'data']);
    expect(only(fields, 'options')).toMatchObject({ field: 'model', filters: {} });
    expect(only(fields, 'data')).toMatchObject({ page: 1, pageSize: 20, filters: {} });
  });

  it('settles with the first filter usable and page 1 shown', async () => {
    const state = await firstView();
    expect(state.filters[0]).toMatchObject({ field: 'model', ready: true });
    expect(state.filters[0]!.options).toEqual(['model-a {}', 'model-b']);
    expect(state.filters[1]).toMatchObject({ ready: false, options: [] });
    expect(state.results).toEqual({
      rows: [{ model: 'row of page 1', year: 'any', read_codes: '√' }],
      total: 95,
      page: 1,
    });
    expect(Object.values(state.pending).every((p) => p === null)).toBe(true);
  });

  it('removes duplicate brands (same packid), keeping every version', async () => {
    const state = await firstView();
    expect(state.brands).toEqual([
      { brand: 'BMW', packid: 101, versions: ['V1.20', 'V1.10'] },
      { brand: 'Audi', packid: 102, versions: ['V3.00', 'V2.90'] },
      { brand: 'Audi', packid: 103, versions: ['V1.00'] },
    ]);
    expect(brandVersions(state)).toEqual(['V1.20', 'V1.10']);
    expect(
      uniqueBrands([
        { brand: 'X', packid: '5', versions: ['a'] },
        { brand: 'Y', packid: 5, versions: ['a', 'b'] },
      ]),
    ).toEqual([{ brand: 'X', packid: '5', versions: ['a', 'b'] }]);
  });

  it('stops quietly when there is no product, brand or version', async () => {
    const start = transition(initialCoverageState(), { type: 'start' });
    const none = transition(start.state, { type: 'productsLoaded', id: 1, products: [] });
    expect(none.requests).toEqual([]);
    expect(none.state.product).toBeNull();

    const products = transition(start.state, answer(start.requests[0]!));
    const noBrands = transition(products.state, {
      type: 'brandsLoaded',
      id: products.requests[0]!.id,
      brands: [],
    });
    expect(noBrands.requests).toEqual([]);
    expect(noBrands.state).toMatchObject({ packid: null, version: null, results: null });

    const noVersion = transition(products.state, {
      type: 'brandsLoaded',
      id: products.requests[0]!.id,
      brands: [{ brand: 'Kia', packid: 9, versions: [] }],
    });
    expect(noVersion.requests).toEqual([]);
    expect(noVersion.state).toMatchObject({ packid: 9, version: null });
  });

  it('asks for the data without filter options when no column is a filter', async () => {
    const state = await firstView();
    const brand = transition(state, { type: 'brandChanged', packid: '102' });
    const fields = transition(brand.state, {
      type: 'fieldsLoaded',
      id: brand.requests[0]!.id,
      columns: [{ field: 'system', label: 'System', filter: false }],
    });
    expect(kinds(fields)).toEqual(['data']);
    expect(fields.state.filters).toEqual([]);
  });
});

describe('changing the product', () => {
  it('resets brand, version, filters and results and reloads the brands', async () => {
    const state = await firstView();
    const step = transition(state, { type: 'productChanged', product: 'AD1000 Max' });
    expect(step.state).toMatchObject({
      product: 'AD1000 Max',
      brands: [],
      packid: null,
      version: null,
      columns: [],
      filters: [],
      results: null,
      page: 1,
    });
    expect(only(step, 'brands').product).toBe('AD1000 Max');

    const settled = await settle(step);
    expect(settled).toMatchObject({ packid: 'F-7', version: 'V9.1' });
    expect(settled.results?.page).toBe(1);
  });

  it('ignores the product already chosen and unknown products', async () => {
    const state = await firstView();
    expect(transition(state, { type: 'productChanged', product: 'AD900 Pro' })).toEqual({
      state,
      requests: [],
    });
    expect(transition(state, { type: 'productChanged', product: 'Nope' }).requests).toEqual([]);
  });
});

describe('changing the brand', () => {
  it("picks that brand's first version, resets the filters and reloads", async () => {
    const state = await firstView();
    const filtered = await settle(
      transition(state, { type: 'filterChanged', field: 'model', value: 'model-b' }),
    );
    const step = transition(filtered, { type: 'brandChanged', packid: '102' });
    expect(step.state).toMatchObject({
      packid: 102,
      version: 'V3.00',
      columns: [],
      filters: [],
      results: null,
      page: 1,
    });
    expect(only(step, 'fields')).toMatchObject({ packid: 102, version: 'V3.00' });
    const settled = await settle(step);
    expect(settled.filters.map((f) => f.value)).toEqual(['', '', '']);
    expect(settled.results?.page).toBe(1);
  });

  it('ignores the brand already chosen and unknown packids', async () => {
    const state = await firstView();
    expect(transition(state, { type: 'brandChanged', packid: '101' }).requests).toEqual([]);
    expect(transition(state, { type: 'brandChanged', packid: '999' }).requests).toEqual([]);
  });
});

describe('changing the version', () => {
  it('reloads the field list, then the filters and the data', async () => {
    const state = await firstView();
    const step = transition(state, { type: 'versionChanged', version: 'V1.10' });
    expect(step.state).toMatchObject({ version: 'V1.10', packid: 101, filters: [], page: 1 });
    expect(only(step, 'fields')).toMatchObject({ packid: 101, version: 'V1.10' });
    const settled = await settle(step);
    expect(settled.columns).toEqual(COLUMNS);
    expect(settled.results?.page).toBe(1);
  });

  it('ignores versions the brand does not have', async () => {
    const state = await firstView();
    expect(transition(state, { type: 'versionChanged', version: 'V3.00' }).requests).toEqual([]);
    expect(transition(state, { type: 'versionChanged', version: 'V1.20' }).requests).toEqual([]);
  });
});

describe('changing a filter', () => {
  it('loads the next filter options and the data at page 1, size 20', async () => {
    const state = await firstView();
    const paged = await settle(transition(state, { type: 'pageChanged', page: 3 }));
    expect(paged.page).toBe(3);

    const step = transition(paged, { type: 'filterChanged', field: 'model', value: 'model-b' });
    expect(step.state.filters[0]!.value).toBe('model-b');
    expect(kinds(step)).toEqual(['options', 'data']);
    expect(only(step, 'options')).toMatchObject({ field: 'year', filters: { model: 'model-b' } });
    expect(only(step, 'data')).toMatchObject({
      filters: { model: 'model-b' },
      page: 1,
      pageSize: COVERAGE_PAGE_SIZE,
    });

    const settled = await settle(step);
    expect(settled.filters[1]).toMatchObject({ ready: true, value: '' });
    expect(settled.filters[1]!.options[0]).toBe('year-a {"model":"model-b"}');
    expect(settled.filters[2]!.ready).toBe(false);
    expect(settled.results?.page).toBe(1);
  });

  it('clears the later filters', async () => {
    let state = await firstView();
    state = await settle(
      transition(state, { type: 'filterChanged', field: 'model', value: 'model-a {}' }),
    );
    state = await settle(
      transition(state, { type: 'filterChanged', field: 'year', value: 'year-b' }),
    );
    state = await settle(
      transition(state, { type: 'filterChanged', field: 'system', value: 'system-b' }),
    );
    expect(filterValues(state.filters)).toEqual({
      model: 'model-a {}',
      year: 'year-b',
      system: 'system-b',
    });

    const step = transition(state, { type: 'filterChanged', field: 'model', value: 'model-b' });
    expect(step.state.filters.map((f) => [f.value, f.ready, f.options.length])).toEqual([
      ['model-b', true, 2],
      ['', false, 0],
      ['', false, 0],
    ]);
    expect(only(step, 'data').filters).toEqual({ model: 'model-b' });
  });

  it('back to All: the filter leaves the request', async () => {
    let state = await firstView();
    state = await settle(
      transition(state, { type: 'filterChanged', field: 'model', value: 'model-b' }),
    );
    const step = transition(state, { type: 'filterChanged', field: 'model', value: '' });
    expect(only(step, 'data').filters).toEqual({});
    expect(only(step, 'options')).toMatchObject({ field: 'year', filters: {} });
  });

  it('the last filter loads no options, only the data', async () => {
    let state = await firstView();
    state = await settle(
      transition(state, { type: 'filterChanged', field: 'model', value: 'model-b' }),
    );
    state = await settle(
      transition(state, { type: 'filterChanged', field: 'year', value: 'year-b' }),
    );
    const step = transition(state, { type: 'filterChanged', field: 'system', value: 'system-a' });
    expect(kinds(step)).toEqual(['data']);
    expect(step.state.pending.options).toBeNull();
  });

  it('ignores filters whose options have not loaded, unknown filters and the same value', async () => {
    const state = await firstView();
    expect(
      transition(state, { type: 'filterChanged', field: 'year', value: 'x' }).requests,
    ).toEqual([]);
    expect(
      transition(state, { type: 'filterChanged', field: 'nope', value: 'x' }).requests,
    ).toEqual([]);
    expect(
      transition(state, { type: 'filterChanged', field: 'model', value: '' }).requests,
    ).toEqual([]);
  });
});

describe('paging', () => {
  it('asks for the page with the filters, keeping the rows shown until it comes', async () => {
    let state = await firstView();
    state = await settle(
      transition(state, { type: 'filterChanged', field: 'model', value: 'model-b' }),
    );
    const step = transition(state, { type: 'pageChanged', page: 4 });
    expect(only(step, 'data')).toMatchObject({
      page: 4,
      pageSize: 20,
      filters: { model: 'model-b' },
    });
    expect(step.state.results?.page).toBe(1);
    const settled = await settle(step);
    expect(settled.results).toMatchObject({ page: 4, rows: [{ model: 'row of page 4' }] });
  });

  it('ignores the page already shown', async () => {
    const state = await firstView();
    expect(transition(state, { type: 'pageChanged', page: 1 }).requests).toEqual([]);
  });

  it('a page asked while filter options load leaves that load awaited', async () => {
    const state = await firstView();
    const filter = transition(state, { type: 'filterChanged', field: 'model', value: 'model-b' });
    const page = transition(filter.state, { type: 'pageChanged', page: 2 });
    expect(kinds(page)).toEqual(['data']);
    const options = only(filter, 'options');
    const next = transition(page.state, answer(options));
    expect(next.state.filters[1]!.ready).toBe(true);
  });
});

describe('late and failed answers', () => {
  it('ignores an answer a newer request superseded', async () => {
    const state = await firstView();
    const page2 = transition(state, { type: 'pageChanged', page: 2 });
    const page3 = transition(page2.state, { type: 'pageChanged', page: 3 });
    const late = transition(page3.state, answer(only(page2, 'data')));
    expect(late.state).toBe(page3.state);
    const current = transition(late.state, answer(only(page3, 'data')));
    expect(current.state.results?.page).toBe(3);
  });

  it('ignores the brands of a product no longer chosen', async () => {
    const state = await firstView();
    const first = transition(state, { type: 'productChanged', product: 'AD1000 Max' });
    const back = transition(first.state, { type: 'productChanged', product: 'AD900 Pro' });
    const late = transition(back.state, answer(only(first, 'brands')));
    expect(late.state).toBe(back.state);
    const settled = await settle(back);
    expect(settled.packid).toBe(101);
  });

  it('a failed page keeps the rows shown and their page; a failed first page shows none', async () => {
    const state = await firstView();
    const step = transition(state, { type: 'pageChanged', page: 2 });
    const failed = transition(step.state, { type: 'requestFailed', id: only(step, 'data').id });
    expect(failed.state.page).toBe(1);
    expect(failed.state.results).toEqual(state.results);
    expect(failed.state.pending.data).toBeNull();

    const brand = transition(state, { type: 'brandChanged', packid: '102' });
    const fields = transition(brand.state, answer(only(brand, 'fields')));
    const none = transition(fields.state, { type: 'requestFailed', id: only(fields, 'data').id });
    expect(none.state.results).toEqual({ rows: [], total: 0, page: 1 });
  });

  it('a failed filter load leaves the filter usable with All', async () => {
    const state = await firstView();
    const step = transition(state, { type: 'filterChanged', field: 'model', value: 'model-b' });
    const failed = transition(step.state, { type: 'requestFailed', id: only(step, 'options').id });
    expect(failed.state.filters[1]).toMatchObject({ ready: true, options: [] });
    expect(failed.state.pending.options).toBeNull();
  });

  it('ignores a failure of a request no longer awaited', async () => {
    const state = await firstView();
    expect(transition(state, { type: 'requestFailed', id: 1 }).state).toBe(state);
  });
});
