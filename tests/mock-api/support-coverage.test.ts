/** Vehicle coverage: POST /api/diagoem/get_interface, its seven calls, codes and bad input. */
import { UPDATING_VERSION } from '../../fixtures/factories/diag';
import { DIAG_UPDATING_MSG, EXTRA_FIELDS } from '../../mock-api/routes/diag';
import { expectFields, sharedEnv } from './helpers';

const env = sharedEnv();

const URL = '/api/diagoem/get_interface';
const BASE = '/funcquery/diagOem/';

interface BrandRow {
  brand: string;
  packid: string;
  version: string;
}
interface Field {
  field: string;
  en: string;
  filter_field: number;
}
type Row = Record<string, string>;

/** Calls the proxy the way the site does: requestData as a JSON string, category and lang fixed. */
async function call(name: string, data: Record<string, unknown> = {}) {
  const res = await env.api.post(URL).send({
    requestUrl: `${BASE}${name}`,
    requestData: JSON.stringify({ category: 'diag', lang: 'EN', ...data }),
  });
  expect(res.status).toBe(200);
  expect(typeof res.body.msg).toBe('string');
  return res.body as { code: number; msg: string; data: unknown };
}

async function ok<T>(name: string, data: Record<string, unknown> = {}): Promise<T> {
  const body = await call(name, data);
  expect({ name, code: body.code, msg: body.msg }).toEqual({ name, code: 0, msg: 'success' });
  return body.data as T;
}

async function refused(
  name: string,
  data: Record<string, unknown>,
  code: number,
  msg: string | RegExp,
) {
  const body = await call(name, data);
  expect(body.code).toBe(code);
  expect(body.msg).toEqual(typeof msg === 'string' ? msg : expect.stringMatching(msg));
  expect(body.data).toBeNull();
}

/** The site's cascade: first product, its first brand (deduped by packid), that brand's first version. */
async function firstSelection() {
  const products = await ok<{ product_name: string }[]>('getProduct');
  const product_name = products[0].product_name;
  const brands = await ok<BrandRow[]>('getBrand', { product_name });
  const packid = brands[0].packid;
  const version = brands.find((b) => b.packid === packid)!.version;
  return { product_name, packid, version };
}

describe('products, brands and versions', () => {
  it('lists several products, the default first', async () => {
    const products = await ok<{ product_name: string }[]>('getProduct');
    expect(products.length).toBeGreaterThanOrEqual(4);
    for (const p of products) expect(Object.keys(p)).toEqual(['product_name']);
    expect(products[0].product_name).toBe('AD1000 Max');
  });

  it('answers one brand row per version, A to Z, newest version first, keeping duplicate packids', async () => {
    const brands = await ok<BrandRow[]>('getBrand', { product_name: 'AD1000 Max' });
    expectFields(brands, ['brand', 'packid', 'version']);
    const names = brands.map((b) => b.brand);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // A brand with two versions repeats its packid.
    const audi = brands.filter((b) => b.packid === 'AUDI');
    expect(audi.length).toBe(2);
    expect(audi[0].version.localeCompare(audi[1].version, 'en', { numeric: true })).toBe(1);
    // Two brand names share the GM package: the site keeps the first of each packid.
    const gm = [...new Set(brands.filter((b) => b.packid === 'GM').map((b) => b.brand))];
    expect(gm).toEqual(['Chevrolet', 'GMC']);
    const packids = brands.map((b) => b.packid);
    expect(new Set(packids).size).toBeLessThan(packids.length);
    const deduped = brands.filter((b, i) => packids.indexOf(b.packid) === i).map((b) => b.brand);
    expect(deduped).toContain('Chevrolet');
    expect(deduped).not.toContain('GMC');
  });

  it('gives each product its own brands and versions', async () => {
    const max = await ok<BrandRow[]>('getBrand', { product_name: 'AD1000 Max' });
    const basic = await ok<BrandRow[]>('getBrand', { product_name: 'ad500' });
    expect(basic.length).toBeLessThan(max.length);
    expect(basic.some((b) => b.packid === 'BMW')).toBe(false);
    expect(max.some((b) => b.packid === 'BMW')).toBe(true);
  });

  it('refuses a missing or unknown product', async () => {
    await refused('getBrand', {}, 400, 'product_name is required');
    await refused('getBrand', { product_name: 'AD9999' }, 404, 'No product named "AD9999"');
    await refused('getBrand', { product_name: 42 }, 404, 'No product named "42"');
    await refused('getBrand', { product_name: ['AD500'] }, 400, 'product_name must be text');
    await refused('getBrand', { product_name: 'x'.repeat(201) }, 400, /at most 200 characters/);
  });
});

describe('columns, options and rows', () => {
  it('answers the columns with the filter columns first, and the European Engine filter', async () => {
    const selection = await firstSelection();
    expect(selection.packid).toBe('AUDI');
    const fields = await ok<Field[]>('getDiagField', selection);
    expectFields(fields, ['en', 'field', 'filter_field']);
    expect(fields.filter((f) => f.filter_field === 1).map((f) => f.field)).toEqual([
      'model',
      'year',
      'engine',
      'system',
    ]);
    expect(fields.map((f) => f.field)).toEqual(
      expect.arrayContaining(['read_codes', 'actuation_test', 'special_functions', 'remark']),
    );
    expect(fields.find((f) => f.field === 'actuation_test')?.en).toBe('Actuation Test');
  });

  it('hides the columns a basic product lacks', async () => {
    const brands = await ok<BrandRow[]>('getBrand', { product_name: 'AD500' });
    const sel = { product_name: 'AD500', packid: brands[0].packid, version: brands[0].version };
    const fields = await ok<Field[]>('getDiagField', sel);
    expect(fields.map((f) => f.field)).not.toContain('actuation_test');
    expect(fields.filter((f) => f.filter_field === 1).map((f) => f.field)).toEqual([
      'model',
      'year',
      'system',
    ]);
    const data = await ok<{ Data: Row[] }>('getDiagData', sel);
    for (const row of data.Data) {
      expect(Object.keys(row)).toEqual(fields.map((f) => f.field));
      expect(['Engine', 'Transmission', 'ABS', 'SRS']).toContain(row.system);
    }
  });

  it('pages thousands of rows 20 at a time, with Total and PageSize', async () => {
    const selection = await firstSelection();
    const fields = await ok<Field[]>('getDiagField', selection);
    const first = await ok<{ Data: Row[]; Total: number; PageSize: number; PageIndex: number }>(
      'getDiagData',
      { ...selection, PageIndex: 1, PageSize: 20 },
    );
    expect(first.PageSize).toBe(20);
    expect(first.PageIndex).toBe(1);
    expect(first.Data).toHaveLength(20);
    expect(first.Total).toBeGreaterThan(200);
    for (const row of first.Data) expect(Object.keys(row)).toEqual(fields.map((f) => f.field));
    const second = await ok<{ Data: Row[] }>('getDiagData', { ...selection, PageIndex: '2' });
    expect(second.Data).toHaveLength(20);
    expect(second.Data[0]).not.toEqual(first.Data[0]);
    const lastPage = Math.ceil(first.Total / 20);
    const last = await ok<{ Data: Row[]; Total: number }>('getDiagData', {
      ...selection,
      PageIndex: lastPage,
    });
    expect(last.Data.length).toBe(first.Total - (lastPage - 1) * 20);
    const past = await ok<{ Data: Row[]; Total: number }>('getDiagData', {
      ...selection,
      PageIndex: lastPage + 1,
    });
    expect(past).toMatchObject({ Data: [], Total: first.Total });
  });

  it('holds thousands of rows in all, with √ ※ × cells, blanks, text and function numbers', async () => {
    const db = env.mock.db.data;
    expect(db.diag_rows.length).toBeGreaterThan(3000);
    const values = new Set(
      db.diag_rows.flatMap((r) => [r.cells.read_codes, r.cells.live_data, r.cells.freeze_frame]),
    );
    for (const mark of ['√', '※', '×', '']) expect(values.has(mark)).toBe(true);
    expect(db.diag_rows.some((r) => r.cells.remark.length > 5)).toBe(true);
    expect(db.diag_rows.some((r) => /^\d+(,\d+)+$/.test(r.cells.actuation_test))).toBe(true);
    expect(db.diag_rows.some((r) => r.cells.special_functions === '')).toBe(true);
    const numbers = new Set(db.diag_functions.map((f) => f.no));
    const unknown = db.diag_rows.flatMap((row) =>
      [row.cells.actuation_test, row.cells.special_functions]
        .flatMap((cell) => cell.split(',').filter(Boolean))
        .filter((no) => !numbers.has(Number(no))),
    );
    expect(unknown).toEqual([]);
  });

  it('cascades the filters: options narrow by the filters before, data by every filter', async () => {
    const selection = await firstSelection();
    const models = await ok<string[]>('getFieldOptions', { ...selection, field: 'model' });
    expect(models.length).toBeGreaterThan(3);
    expect(models).toEqual([...models].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const model = models[0];
    const years = await ok<string[]>('getFieldOptions', { ...selection, field: 'year', model });
    expect(years.length).toBeGreaterThan(1);
    expect(years).toEqual([...years].sort((a, b) => Number(b) - Number(a)));
    // Later filters do not narrow an earlier field's options.
    expect(
      await ok<string[]>('getFieldOptions', { ...selection, field: 'model', year: years[0] }),
    ).toEqual(models);
    const year = years[years.length - 1];
    const engines = await ok<string[]>('getFieldOptions', {
      ...selection,
      field: 'engine',
      model,
      year,
    });
    const systems = await ok<string[]>('getFieldOptions', {
      ...selection,
      field: 'system',
      model,
      year,
      engine: engines[0],
    });
    expect(systems).toContain('Engine');
    const data = await ok<{ Data: Row[]; Total: number }>('getDiagData', {
      ...selection,
      model,
      year: Number(year),
      engine: engines[0],
      system: 'Engine',
      PageIndex: 1,
      PageSize: 20,
    });
    expect(data.Total).toBeGreaterThan(0);
    for (const row of data.Data) {
      expect(row).toMatchObject({ model, year, engine: engines[0], system: 'Engine' });
    }
    // Empty filters mean all; an unknown value gives no rows.
    const all = await ok<{ Total: number }>('getDiagData', { ...selection, model: '', year: '' });
    expect(all.Total).toBeGreaterThan(data.Total);
    expect(
      await ok<{ Total: number }>('getDiagData', { ...selection, model: 'Model T' }),
    ).toMatchObject({
      Total: 0,
      Data: [],
    });
  });

  it('makes newer versions cover newer model years', async () => {
    const brands = await ok<BrandRow[]>('getBrand', { product_name: 'AD1000 Max' });
    const [newest, older] = brands.filter((b) => b.packid === 'TOYOTA');
    const years = async (version: string) =>
      ok<string[]>('getFieldOptions', {
        product_name: 'AD1000 Max',
        packid: 'TOYOTA',
        version,
        field: 'year',
      });
    expect(await years(newest.version)).toContain('2026');
    expect(await years(older.version)).not.toContain('2026');
  });

  it('refuses unknown packids, versions and fields, and bad pages', async () => {
    const selection = await firstSelection();
    await refused(
      'getDiagField',
      { ...selection, packid: 'NOPE' },
      404,
      /^No brand with packid "NOPE"/,
    );
    await refused('getDiagField', { ...selection, version: 'V0.01' }, 404, /^No version "V0.01"/);
    await refused(
      'getDiagField',
      { product_name: selection.product_name },
      400,
      'packid is required',
    );
    await refused('getDiagData', { ...selection, version: '' }, 400, 'version is required');
    await refused(
      'getFieldOptions',
      { ...selection, field: 'remark' },
      400,
      /must be a filter field/,
    );
    await refused('getFieldOptions', selection, 400, 'field is required');
    await refused(
      'getDiagData',
      { ...selection, PageIndex: 0 },
      400,
      'PageIndex must be 1 or more',
    );
    await refused(
      'getDiagData',
      { ...selection, PageIndex: 'two' },
      400,
      'PageIndex must be a whole number',
    );
    await refused(
      'getDiagData',
      { ...selection, PageIndex: 1.5 },
      400,
      'PageIndex must be a whole number',
    );
    await refused(
      'getDiagData',
      { ...selection, PageSize: 500 },
      400,
      'PageSize must be at most 100',
    );
    await refused('getDiagData', { ...selection, model: { $ne: '' } }, 400, 'model must be text');
  });
});

describe('the special code 500', () => {
  it('answers 500 for the version being re-published, 0 for its sibling', async () => {
    const brands = await ok<BrandRow[]>('getBrand', {
      product_name: UPDATING_VERSION.product_name,
    });
    const versions = brands.filter((b) => b.packid === UPDATING_VERSION.packid);
    expect(versions).toHaveLength(2);
    const updating = {
      product_name: UPDATING_VERSION.product_name,
      packid: UPDATING_VERSION.packid,
    };
    for (const name of ['getDiagField', 'getDiagData']) {
      const body = await call(name, { ...updating, version: versions[1].version });
      expect(body).toEqual({ code: 500, msg: DIAG_UPDATING_MSG, data: null });
    }
    const options = await call('getFieldOptions', {
      ...updating,
      version: versions[1].version,
      field: 'model',
    });
    expect(options.code).toBe(500);
    expect((await call('getDiagField', { ...updating, version: versions[0].version })).code).toBe(
      0,
    );
  });
});

describe('the function popup', () => {
  it('answers the popup columns of each sub_field', async () => {
    expect(await ok('getDiagExtraField', { sub_field: 'actuation_test' })).toEqual(
      EXTRA_FIELDS.actuation_test,
    );
    const special = await ok<{ field: string; en: string }[]>('getDiagExtraField', {
      sub_field: 'special_functions',
    });
    expect(special.map((f) => f.field)).toEqual([
      'function_name',
      'system',
      'description',
      'conditions',
    ]);
    await refused(
      'getDiagExtraField',
      { sub_field: 'remark' },
      400,
      'sub_field must be actuation_test or special_functions',
    );
    await refused('getDiagExtraField', {}, 400, 'sub_field is required');
  });

  it('lists the functions of a cell, searchable by name and paged', async () => {
    const selection = await firstSelection();
    const data = await ok<{ Data: Row[] }>('getDiagData', {
      ...selection,
      system: 'Engine',
      PageSize: 100,
    });
    const cell = data.Data.map((r) => r.actuation_test).find((c) => c.split(',').length >= 3)!;
    const nos = cell.split(',');
    const list = await ok<{ Data: Record<string, unknown>[]; Total: number; PageSize: number }>(
      'getDiagExtraData',
      {
        ...selection,
        sub_field: 'actuation_test',
        nos: cell,
        function_name: '',
        PageIndex: 1,
        PageSize: 20,
      },
    );
    expect(list.Total).toBe(nos.length);
    expect(list.Data.map((f) => String(f.no))).toEqual(nos);
    for (const f of list.Data) {
      expect(Object.keys(f)).toEqual(['no', 'function_name', 'system', 'description']);
      expect(f.system).toBe('Engine');
    }
    const name = String(list.Data[0].function_name);
    const word = name.split(/[ ,]+/)[0].toLowerCase();
    const found = await ok<{ Data: { function_name: string }[]; Total: number }>(
      'getDiagExtraData',
      {
        sub_field: 'actuation_test',
        nos: cell,
        function_name: word.toUpperCase(),
      },
    );
    expect(found.Total).toBeGreaterThan(0);
    for (const f of found.Data) expect(f.function_name.toLowerCase()).toContain(word);
    const none = await ok<{ Total: number }>('getDiagExtraData', {
      sub_field: 'actuation_test',
      nos: cell,
      function_name: 'no such function',
    });
    expect(none.Total).toBe(0);
    const paged = await ok<{ Data: unknown[]; Total: number }>('getDiagExtraData', {
      sub_field: 'actuation_test',
      nos: cell,
      PageSize: 1,
      PageIndex: 2,
    });
    expect(paged).toMatchObject({ Total: nos.length, PageSize: 1 });
    expect(paged.Data).toHaveLength(1);
    // Special functions carry their conditions.
    const special = await ok<{ Data: Record<string, unknown>[] }>('getDiagExtraData', {
      sub_field: 'special_functions',
      nos: '2001',
    });
    expect(Object.keys(special.Data[0])).toEqual([
      'no',
      'function_name',
      'system',
      'description',
      'conditions',
    ]);
    expect(String(special.Data[0].conditions)).not.toBe('');
    expect(await ok('getDiagExtraData', { sub_field: 'actuation_test', nos: '' })).toMatchObject({
      Total: 0,
    });
  });

  it('refuses malformed or unknown function numbers', async () => {
    await refused('getDiagExtraData', { sub_field: 'actuation_test' }, 400, 'nos is required');
    await refused(
      'getDiagExtraData',
      { sub_field: 'actuation_test', nos: '1001;1002' },
      400,
      /comma-separated/,
    );
    await refused(
      'getDiagExtraData',
      { sub_field: 'actuation_test', nos: '1001,99999' },
      404,
      'No actuation test number 99999',
    );
    // A special function's number is not an actuation test.
    await refused('getDiagExtraData', { sub_field: 'actuation_test', nos: '2001' }, 404, /2001/);
  });
});

describe('the envelope of the proxy', () => {
  it('accepts requestData as an object too, and forgives a missing leading slash', async () => {
    const res = await env.api
      .post(URL)
      .send({ requestUrl: 'funcquery/diagOem/getProduct', requestData: { lang: 'en' } });
    expect(res.body.code).toBe(0);
  });

  it('refuses a bad body, url, requestData, category or lang with a clear msg', async () => {
    const cases: [unknown, number, string | RegExp][] = [
      [{}, 400, 'requestUrl is required'],
      [{ requestUrl: 5 }, 400, 'requestUrl must be text'],
      [{ requestUrl: '/funcquery/diagOem/getSecrets' }, 404, /^Unknown requestUrl/],
      [
        { requestUrl: `${BASE}getProduct`, requestData: '{oops' },
        400,
        'requestData is not valid JSON',
      ],
      [{ requestUrl: `${BASE}getProduct`, requestData: '[1,2]' }, 400, /JSON string of an object/],
      [{ requestUrl: `${BASE}getProduct`, requestData: 12 }, 400, /JSON string of an object/],
      [{ requestUrl: `${BASE}getProduct`, requestData: 'x'.repeat(10_001) }, 400, /at most 10000/],
      [
        { requestUrl: `${BASE}getProduct`, requestData: '{"category":"obd"}' },
        400,
        'category must be diag',
      ],
      [{ requestUrl: `${BASE}getProduct`, requestData: '{"lang":"FR"}' }, 400, 'lang must be EN'],
    ];
    for (const [body, code, msg] of cases) {
      const res = await env.api.post(URL).send(body as object);
      expect(res.status).toBe(200);
      expect({ body, code: res.body.code }).toEqual({ body, code });
      expect(res.body.msg).toEqual(typeof msg === 'string' ? msg : expect.stringMatching(msg));
    }
    const array = await env.api.post(URL).send([1, 2]);
    expect(array.body).toMatchObject({ code: 400, msg: 'The request body must be a JSON object' });
    const malformed = await env.api
      .post(URL)
      .set('Content-Type', 'application/json')
      .send('{"requestUrl":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(400);
  });

  it('accepts a form-encoded post', async () => {
    const res = await env.api
      .post(URL)
      .type('form')
      .send({
        requestUrl: `${BASE}getBrand`,
        requestData: JSON.stringify({ product_name: 'AD500' }),
      });
    expect(res.body.code).toBe(0);
    expect((res.body.data as BrandRow[]).length).toBeGreaterThan(0);
  });
});
