/**
 * Vehicle coverage's side of the diagnosis proxy: the seven request URLs and their data,
 * the answers reshaped, the proxy's own codes, and what a cell means.
 */
import { ApiError } from '@/lib/api-client';
import { interfaceCall } from '@/features/support/vehicle-coverage/api/diag-interface';
import {
  BASE_REQUEST_DATA,
  isSpecialFailure,
  postInterface,
  toBrands,
  toColumns,
  toOptions,
  toProducts,
  toRows,
} from '@/lib/diag/interface';
import { INTERFACE_URL } from '@/contract/support/vehicle-coverage-api-types';
import {
  coverageMark,
  functionNumbers,
  isMarkColumn,
} from '@/features/support/vehicle-coverage/cells';
import { DIAGOEM_ENDPOINTS } from '@/contract/vendor-endpoints/diagoem';

const selection = { product: 'AD900 Pro', packid: 'BMW', version: 'V33.31' };

describe('request URLs and data', () => {
  it('names the seven upstream calls', () => {
    expect(Object.values(INTERFACE_URL)).toEqual([
      '/funcquery/diagOem/getProduct',
      '/funcquery/diagOem/getBrand',
      '/funcquery/diagOem/getDiagField',
      '/funcquery/diagOem/getFieldOptions',
      '/funcquery/diagOem/getDiagData',
      '/funcquery/diagOem/getDiagExtraField',
      '/funcquery/diagOem/getDiagExtraData',
    ]);
  });

  it('sends category diag and lang EN with every cascade request', () => {
    expect(interfaceCall({ id: 1, kind: 'products' })).toEqual({
      url: INTERFACE_URL.product,
      data: { category: 'diag', lang: 'EN' },
    });
    expect(interfaceCall({ id: 2, kind: 'brands', product: 'AD900 Pro' })).toEqual({
      url: INTERFACE_URL.brand,
      data: { ...BASE_REQUEST_DATA, product_name: 'AD900 Pro' },
    });
    expect(interfaceCall({ id: 3, kind: 'fields', ...selection })).toEqual({
      url: INTERFACE_URL.field,
      data: { ...BASE_REQUEST_DATA, product_name: 'AD900 Pro', packid: 'BMW', version: 'V33.31' },
    });
    expect(
      interfaceCall({
        id: 4,
        kind: 'options',
        ...selection,
        field: 'year',
        filters: { model: 'X5' },
      }),
    ).toEqual({
      url: INTERFACE_URL.fieldOptions,
      data: {
        ...BASE_REQUEST_DATA,
        product_name: 'AD900 Pro',
        packid: 'BMW',
        version: 'V33.31',
        field: 'year',
        model: 'X5',
      },
    });
    expect(
      interfaceCall({
        id: 5,
        kind: 'data',
        ...selection,
        filters: { model: 'X5', year: '2020' },
        page: 3,
        pageSize: 20,
      }),
    ).toEqual({
      url: INTERFACE_URL.data,
      data: {
        ...BASE_REQUEST_DATA,
        product_name: 'AD900 Pro',
        packid: 'BMW',
        version: 'V33.31',
        model: 'X5',
        year: '2020',
        PageIndex: 3,
        PageSize: 20,
      },
    });
  });

  it('a filter column never overrides the fixed fields', () => {
    const { data } = interfaceCall({
      id: 6,
      kind: 'data',
      ...selection,
      filters: { version: 'other' },
      page: 1,
      pageSize: 20,
    });
    expect(data.version).toBe('V33.31');
  });
});

describe('the proxy envelope', () => {
  function answer(body: unknown, status = 200) {
    global.fetch = jest.fn(async () => ({
      status,
      ok: status < 300,
      json: async () => body,
    })) as unknown as typeof fetch;
    return global.fetch as jest.Mock;
  }
  afterEach(() => Reflect.deleteProperty(globalThis, 'fetch'));

  it('posts requestUrl and requestData as a JSON string; code 0 gives data', async () => {
    const fetchMock = answer({ code: 0, msg: 'success', data: [{ product_name: 'A' }] });
    await expect(postInterface(INTERFACE_URL.product, { category: 'diag' })).resolves.toEqual([
      { product_name: 'A' },
    ]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).pathname).toBe(DIAGOEM_ENDPOINTS.getInterface.path);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      requestUrl: '/funcquery/diagOem/getProduct',
      requestData: '{"category":"diag"}',
    });
  });

  it('code 500 is the special failure; others carry their msg; code 200 is no success', async () => {
    answer({ code: 500, msg: 'Being updated', data: null });
    const special = await postInterface(INTERFACE_URL.data, {}).catch((e: unknown) => e);
    expect(isSpecialFailure(special)).toBe(true);

    answer({ code: 404, msg: 'No version "V1"', data: null });
    const other = await postInterface(INTERFACE_URL.data, {}).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(ApiError);
    expect(other).toMatchObject({ kind: 'business', code: 404, message: 'No version "V1"' });
    expect(isSpecialFailure(other)).toBe(false);

    answer({ code: 200, msg: 'ok', data: [] });
    await expect(postInterface(INTERFACE_URL.data, {})).rejects.toMatchObject({ code: 200 });
  });

  it('an HTTP 5xx or no envelope is a server failure, no answer a network one', async () => {
    answer({ code: 0 }, 502);
    await expect(postInterface(INTERFACE_URL.data, {})).rejects.toMatchObject({ kind: 'server' });
    answer('<html>');
    await expect(postInterface(INTERFACE_URL.data, {})).rejects.toMatchObject({ kind: 'server' });
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(postInterface(INTERFACE_URL.data, {})).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('answers reshaped', () => {
  it('products, brand rows (duplicates kept for the cascade) and columns', () => {
    expect(toProducts([{ product_name: 'AD500' }, { product_name: '' }])).toEqual(['AD500']);
    expect(
      toBrands([
        { brand: 'Chevrolet', packid: 'GM', version: 'V2' },
        { brand: 'GMC', packid: 'GM', version: 'V1' },
        { brand: 'Bad' },
      ]),
    ).toEqual([
      { brand: 'Chevrolet', packid: 'GM', versions: ['V2'] },
      { brand: 'GMC', packid: 'GM', versions: ['V1'] },
    ]);
    expect(
      toColumns([
        { field: 'model', en: 'Model', filter_field: 1 },
        { field: 'remark', en: 'Remark', filter_field: 0 },
        { field: 'no_label' },
      ]),
    ).toEqual([
      { field: 'model', label: 'Model', filter: true },
      { field: 'remark', label: 'Remark', filter: false },
      { field: 'no_label', label: 'no_label', filter: false },
    ]);
  });

  it('options and pages of rows', () => {
    expect(toOptions(['2026', 2025, ''], 'year')).toEqual(['2026', '2025']);
    expect(toOptions([{ model: 'A3' }], 'model')).toEqual(['A3']);
    expect(
      toRows({ Data: [{ model: 'A3', year: 2026, remark: null }], Total: 80, PageSize: 20 }),
    ).toEqual({ rows: [{ model: 'A3', year: '2026', remark: '' }], total: 80 });
    expect(toRows(null)).toEqual({ rows: [], total: 0 });
  });
});

describe('cells', () => {
  it('reads √ ※ × and blank as marks, anything else as text', () => {
    expect(coverageMark('√')).toBe('supported');
    expect(coverageMark(' ※ ')).toBe('conditional');
    expect(coverageMark('×')).toBe('unsupported');
    expect(coverageMark('')).toBe('unsupported');
    expect(coverageMark('Online login required')).toBeNull();
  });

  it('counts the comma-separated functions of a cell', () => {
    expect(functionNumbers('1001,1006, 1014,')).toEqual(['1001', '1006', '1014']);
    expect(functionNumbers('')).toEqual([]);
  });

  it('blanks mean × only in columns of marks', () => {
    const rows = [
      { model: 'A3', read_codes: '√', remark: 'Cable needed' },
      { model: '', read_codes: '', remark: '' },
    ];
    expect(isMarkColumn({ field: 'read_codes', filter: false }, rows)).toBe(true);
    expect(isMarkColumn({ field: 'remark', filter: false }, rows)).toBe(false);
    expect(isMarkColumn({ field: 'model', filter: true }, rows)).toBe(false);
  });
});
