/**
 * @jest-environment node
 *
 * Partnership pages: the four page loads, the distributor's countries and the three forms
 * (the pages' messages, options, types, lengths, storage, the per-address limit).
 */
import {
  COOPERATION_TYPES,
  PARTNERSHIP_MESSAGES,
  PURCHASE_REASONS,
} from '../../src/contract/partnership-messages';
import { PARTNERSHIP_FORM_MSG } from '../../mock-api/forms/partnership';
import { expectEuropeCountries, expectFields, sharedEnv, withClock } from './helpers';

const { clock, env } = withClock(sharedEnv);

const CORPORATE = '/api/CorporatePurchase/corporate_purchase_form';
const UFLUENCER = '/api/UfluencerProgram/ufluencer_program_form';
const DISTRIBUTOR = '/api/BecomeDistributor/distributor_form';

type Form = 'corporate' | 'ufluencer' | 'distributor';

const CORPORATE_VALID = {
  purchase_name: 'Maria Lopez',
  purchase_emil: 'maria.lopez@fleetworks.example',
  purchase_product: 'AD900 Pro Scan Tool',
  purchase_quantity: '25',
  purchase_reason: 'For automotive repair shop',
  purchase_address: '1200 Commerce Street, Dallas, TX 75202, United States',
  purchase_delivery: '2026-07-15',
  purchase_phone: '+1 214 555 0188',
  PrivacyPolicyChecked: true,
  SubscribeChecked: false,
  isAgreement: 1,
};

const UFLUENCER_VALID = {
  ufluencer_firstname: 'Jake',
  ufluencer_lastname: 'Turner',
  ufluencer_emil: 'jake@garagetalk.example',
  ufluencer_phone: '+44 20 7946 0321',
  ufluencer_channels: 'YouTube: Garage Talk (120k), Instagram @garagetalk',
};

const DISTRIBUTOR_VALID = {
  form_cooperationtype: 'Become a dealer',
  form_firstname: 'Lukas',
  form_lastname: 'Brandt',
  form_emil: 'lukas.brandt@autoteile-brandt.example',
  form_phone: '+49 89 1234 5678',
  form_companyname: 'Autoteile Brandt GmbH',
  form_companysize: '20-50 employees',
  form_websiteurl: 'https://www.autoteile-brandt.example',
  form_region: 'Europe',
  form_country: 'Germany',
  form_address: 'Industriestrasse 12, 80939 Munich',
  form_brand: 'Bosch, Hella Gutmann',
  form_body: 'We run three stores in Bavaria and would like to carry your scan tools.',
  isAgreement: 1,
};

async function post(path: string, body: unknown) {
  const res = await env.api.post(path).send(body as object);
  expect(res.status).toBe(200);
  return res.body as { code: number; msg: string };
}

async function forms(form: Form) {
  const res = await env.api.get('/mock/forms').query({ form });
  expect(res.body.code).toBe(200);
  return res.body.data as Record<string, unknown>[];
}

/** Every field before `index` filled from `valid`, the field at `index` blank. */
function upTo<T extends Record<string, unknown>>(
  valid: T,
  order: (keyof T)[],
  index: number,
  base: Record<string, unknown> = {},
) {
  const body: Record<string, unknown> = { ...base };
  for (const field of order.slice(0, index)) body[field as string] = valid[field];
  body[order[index] as string] = '   ';
  return body;
}

describe('page loads', () => {
  it('corporate_purchase_all: category 81, FAQs, bulk-price products, configs', async () => {
    const res = await env.api.get('/api/CorporatePurchase/corporate_purchase_all');
    expect(res.body).toMatchObject({ code: 200, msg: expect.any(String) });
    const { category_find, article_all, purchase_product_all, configs_all } = res.body;
    expect(category_find).toMatchObject({
      category_id: 81,
      category_paths: '/partnership/corporate-purchase',
    });
    expect(category_find).not.toHaveProperty('children');
    expect(category_find).not.toHaveProperty('category_sort');
    expect(article_all.length).toBeGreaterThanOrEqual(4);
    expectFields(article_all, ['article_details', 'article_id', 'article_title']);
    for (const a of article_all) {
      expect(a.article_details).toMatch(/^<(p|ul)>/);
    }
    expect(article_all.map((a: { article_title: string }) => a.article_title).join(' ')).toMatch(
      /invoice/i,
    );
    expect(purchase_product_all.length).toBeGreaterThanOrEqual(4);
    const goods = env.mock.db.data.goods;
    expectFields(purchase_product_all, [
      'purchase_product_id',
      'purchase_product_picture',
      'purchase_product_specifications_all',
      'purchase_product_title',
    ]);
    for (const p of purchase_product_all) {
      const product = goods.find((g) => g.goods_title === p.purchase_product_title);
      expect(product?.goods_picture).toBe(p.purchase_product_picture);
      expect([3, 4]).toContain(p.purchase_product_specifications_all.length);
      expectFields(p.purchase_product_specifications_all, [
        'purchase_product_specifications_price',
        'purchase_product_specifications_quantity',
      ]);
      for (const s of p.purchase_product_specifications_all) {
        expect(s.purchase_product_specifications_quantity).toMatch(/units$/);
        expect(s.purchase_product_specifications_price).toMatch(/^\$\d+\.\d{2}$/);
      }
    }
    const ids = configs_all.map((c: { configs_id: number }) => c.configs_id);
    expect(ids).toEqual(Array.from({ length: 18 }, (_, i) => 36 + i));
    expect(configs_all[0]).not.toHaveProperty('configs_name');
  });

  it('inventers_testers_program_all: category 83, 8 goods on sale in a stable order, configs', async () => {
    const first = await env.api.get('/api/InventersTestersProgram/inventers_testers_program_all');
    expect(first.body.code).toBe(200);
    expect(first.body.category_find).toMatchObject({
      category_id: 83,
      category_paths: '/partnership/inventers-testers-program',
    });
    const goods = first.body.goods_all as { goods_id: number; category_id: number }[];
    expect(goods).toHaveLength(8);
    // Full goods records, as the other goods endpoints answer them.
    for (const g of goods) {
      const stored = env.mock.db.data.goods.find((s) => s.goods_id === g.goods_id);
      expect(stored?.goods_status_id).toBe(1);
      expect(g).toEqual(stored);
    }
    expect(new Set(goods.map((g) => g.category_id)).size).toBe(7);
    const again = await env.api.get('/api/InventersTestersProgram/inventers_testers_program_all');
    expect(again.body.goods_all.map((g: { goods_id: number }) => g.goods_id)).toEqual(
      goods.map((g) => g.goods_id),
    );
    expect(first.body.configs_all.map((c: { configs_id: number }) => c.configs_id)).toEqual(
      Array.from({ length: 10 }, (_, i) => 69 + i),
    );
  });

  it('ufluencer_program_all: category 84, configs, FAQs', async () => {
    const res = await env.api.get('/api/UfluencerProgram/ufluencer_program_all');
    expect(res.body).toMatchObject({
      code: 200,
      msg: expect.any(String),
      category_find: { category_id: 84, category_paths: '/partnership/ufluencer-program' },
    });
    expect(res.body.configs_all.map((c: { configs_id: number }) => c.configs_id)).toEqual([
      79, 80, 81, 82, 83, 84,
    ]);
    const faqs = res.body.article_all as { article_title: string }[];
    expect(faqs.length).toBeGreaterThanOrEqual(4);
    expect(faqs.map((f) => f.article_title).join(' ')).toMatch(/commission/i);
    // The corporate FAQs stay on their own page.
    const corporate = await env.api.get('/api/CorporatePurchase/corporate_purchase_all');
    const corporateIds = new Set(
      corporate.body.article_all.map((a: { article_id: number }) => a.article_id),
    );
    for (const f of res.body.article_all) expect(corporateIds.has(f.article_id)).toBe(false);
  });

  it('become_distributor_all: category 82, regions, outstanding partners, configs', async () => {
    const res = await env.api.get('/api/BecomeDistributor/become_distributor_all');
    expect(res.body).toMatchObject({ code: 200, category_find: { category_id: 82 } });
    const regions = res.body.region_all as { region_id: number; region_name: string }[];
    expect(regions.length).toBeGreaterThanOrEqual(5);
    expectFields(regions, ['region_id', 'region_name']);
    expect(regions.map((r) => r.region_name)).toContain('Europe');
    const partners = res.body.business_all as Record<string, string | number>[];
    expect(partners.length).toBeGreaterThanOrEqual(8);
    expect(partners.length).toBeLessThanOrEqual(10);
    const countries = new Set(env.mock.db.data.countries.map((c) => c.country_name));
    expectFields(partners, [
      'business_album',
      'business_cooperatetime',
      'business_id',
      'business_name',
      'business_url',
      'country_name',
    ]);
    for (const p of partners) {
      expect(p.business_url).toMatch(/^https:\/\//);
      expect(p.business_album).toMatch(/^\/uploads\/partners\/[a-z0-9-]+\.svg$/);
      expect(p.business_cooperatetime).toMatch(/^Since (19|20)\d{2}$/);
      expect(countries.has(p.country_name as string)).toBe(true);
    }
    expect(res.body.configs_all.map((c: { configs_id: number }) => c.configs_id)).toEqual(
      Array.from({ length: 15 }, (_, i) => 54 + i),
    );
  });
});

describe('distributor countries', () => {
  const COUNTRIES = '/api/BecomeDistributor/country_all';

  it('lists the countries of a region A to Z, any case', async () => {
    await expectEuropeCountries(env, COUNTRIES);
  });

  it('refuses a missing, blank or unknown region', async () => {
    const missing = await env.api.get(COUNTRIES);
    expect(missing.body).toEqual({ code: 400, msg: PARTNERSHIP_MESSAGES.distributorRegion });
    const blank = await env.api.get(COUNTRIES).query({ region_name: ' ' });
    expect(blank.body).toEqual({ code: 400, msg: 'Please select region' });
    const unknown = await env.api.get(COUNTRIES).query({ region_name: 'Atlantis' });
    expect(unknown.body).toEqual({ code: 404, msg: 'No region named "Atlantis"' });
  });
});

describe('corporate purchase form', () => {
  const ORDER: [keyof typeof CORPORATE_VALID, string][] = [
    ['purchase_name', 'Please enter contact name'],
    ['purchase_emil', 'Please enter contact email'],
    ['purchase_product', 'Please enter required product'],
    ['purchase_quantity', 'Please enter quantity required'],
    ['purchase_reason', 'Please enter reason for purchase'],
    ['purchase_address', 'Please enter shipping address'],
    ['purchase_phone', 'Please enter phone number'],
  ];

  it("answers each missing field with the page's message, then the terms", async () => {
    expect(await post(CORPORATE, {})).toEqual({ code: 400, msg: 'Please enter contact name' });
    const fields = ORDER.map(([field]) => field);
    for (let i = 0; i < ORDER.length; i++) {
      const body = upTo(CORPORATE_VALID, fields, i);
      expect(await post(CORPORATE, body)).toEqual({ code: 400, msg: ORDER[i][1] });
      delete body[ORDER[i][0]];
      expect(await post(CORPORATE, body)).toEqual({ code: 400, msg: ORDER[i][1] });
    }
    const terms = 'Please read and agree to these terms';
    for (const isAgreement of [2, '2', 0, true, undefined]) {
      const body = { ...CORPORATE_VALID, isAgreement };
      expect(await post(CORPORATE, body)).toEqual({ code: 400, msg: terms });
    }
    expect(await forms('corporate')).toEqual([]);
  });

  it('refuses unknown reasons, bad dates, wrong types and over-long text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ purchase_reason: 'For fun' }, PARTNERSHIP_FORM_MSG.purchaseReasonUnknown],
      [{ purchase_reason: 7 }, 'purchase_reason must be text'],
      [{ purchase_delivery: '2026-02-30' }, PARTNERSHIP_FORM_MSG.purchaseDelivery],
      [{ purchase_delivery: '15/07/2026' }, PARTNERSHIP_FORM_MSG.purchaseDelivery],
      [{ purchase_delivery: '2026-7-15' }, PARTNERSHIP_FORM_MSG.purchaseDelivery],
      [{ purchase_delivery: '2026-07-15T00:00:00Z' }, PARTNERSHIP_FORM_MSG.purchaseDelivery],
      [{ purchase_delivery: 20260715 }, 'purchase_delivery must be text'],
      [{ purchase_quantity: 25 }, 'purchase_quantity must be text'],
      [{ purchase_name: ['Maria'] }, 'purchase_name must be text'],
      [{ PrivacyPolicyChecked: 'yes' }, 'PrivacyPolicyChecked must be true or false'],
      [{ SubscribeChecked: 1 }, 'SubscribeChecked must be true or false'],
      [{ purchase_name: 'n'.repeat(101) }, 'purchase_name must be at most 100 characters'],
      [
        { purchase_emil: `${'e'.repeat(250)}@x.com` },
        'purchase_emil must be at most 254 characters',
      ],
      [{ purchase_product: 'p'.repeat(501) }, 'purchase_product must be at most 500 characters'],
      [{ purchase_address: 'a'.repeat(1001) }, 'purchase_address must be at most 1000 characters'],
    ];
    for (const [change, msg] of cases) {
      const res = await post(CORPORATE, { ...CORPORATE_VALID, ...change });
      expect({ change, ...res }).toEqual({ change, code: 400, msg });
    }
    expect(PARTNERSHIP_FORM_MSG.purchaseReasonUnknown).toContain(PURCHASE_REASONS[0]);
    expect(await post(CORPORATE, [CORPORATE_VALID])).toEqual({
      code: 400,
      msg: 'The request body must be a JSON object',
    });
    expect(await forms('corporate')).toEqual([]);
  });

  it('stores a valid request trimmed, with its time; every reason and an empty date pass', async () => {
    const res = await post(CORPORATE, {
      ...CORPORATE_VALID,
      purchase_name: '  Maria Lopez ',
      purchase_reason: ' for automotive repair shop ',
      extra: 'ignored',
    });
    expect(res).toEqual({ code: 200, msg: PARTNERSHIP_FORM_MSG.corporateSent });
    expect(res.msg).toMatch(/^Thank you, we will contact you soon/);
    const [stored] = await forms('corporate');
    expect(stored).toEqual({
      purchase_form_id: 1,
      ...CORPORATE_VALID,
      created_at: clock.now().toISOString(),
    });
    clock.advance(11 * 60_000);
    const reasons = PURCHASE_REASONS;
    for (const reason of reasons) {
      const body: Record<string, unknown> = {
        ...CORPORATE_VALID,
        purchase_emil: `buyer-${reasons.indexOf(reason)}@example.com`,
        purchase_reason: reason,
        purchase_delivery: '',
      };
      delete body.PrivacyPolicyChecked;
      delete body.SubscribeChecked;
      expect((await post(CORPORATE, body)).code).toBe(200);
    }
    const rows = await forms('corporate');
    expect(rows.map((r) => r.purchase_form_id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(rows[0]).toMatchObject({
      purchase_reason: 'Others',
      purchase_delivery: '',
      PrivacyPolicyChecked: false,
      SubscribeChecked: false,
      isAgreement: 1,
    });
  });

  it('adds the address to the mailing list once when SubscribeChecked', async () => {
    const subscribers = () =>
      env.mock.db.data.subscribers.filter((s) => s.eAccount === 'news.buyer@example.com');
    const before = env.mock.db.data.subscribers.length;
    const body = { ...CORPORATE_VALID, purchase_emil: 'news.buyer@example.com' };
    expect((await post(CORPORATE, body)).code).toBe(200);
    expect(env.mock.db.data.subscribers.length).toBe(before);
    expect(
      (
        await post(CORPORATE, {
          ...body,
          purchase_emil: 'News.Buyer@example.com ',
          SubscribeChecked: true,
        })
      ).code,
    ).toBe(200);
    expect(subscribers()).toEqual([
      expect.objectContaining({
        eAccount: 'news.buyer@example.com',
        created_at: clock.now().toISOString(),
      }),
    ]);
    expect((await post(CORPORATE, { ...body, SubscribeChecked: 'true' })).code).toBe(200);
    expect(subscribers()).toHaveLength(1);
    expect(env.mock.db.data.subscribers.length).toBe(before + 1);
    // Already on the list through the home page: not added again.
    const home = await env.api
      .post('/api/home/email_add')
      .send({ eAccount: 'home.sub@example.com' });
    expect(home.body.code).toBe(200);
    const withHome = env.mock.db.data.subscribers.length;
    const again = { ...body, purchase_emil: 'HOME.sub@example.com', SubscribeChecked: true };
    expect((await post(CORPORATE, again)).code).toBe(200);
    expect(env.mock.db.data.subscribers.length).toBe(withHome);
  });

  it('accepts a form-encoded post', async () => {
    const res = await env.api
      .post(CORPORATE)
      .type('form')
      .send({
        ...CORPORATE_VALID,
        purchase_emil: 'form.post@example.com',
        PrivacyPolicyChecked: 'true',
        SubscribeChecked: 'false',
        isAgreement: '1',
      });
    expect(res.body).toEqual({ code: 200, msg: PARTNERSHIP_FORM_MSG.corporateSent });
    expect((await forms('corporate'))[0]).toMatchObject({
      purchase_emil: 'form.post@example.com',
      PrivacyPolicyChecked: true,
      SubscribeChecked: false,
      isAgreement: 1,
    });
  });
});

describe('ufluencer form', () => {
  const ORDER: [keyof typeof UFLUENCER_VALID, string][] = [
    ['ufluencer_firstname', 'Please enter your first Name'],
    ['ufluencer_lastname', 'Please enter your last Name'],
    ['ufluencer_emil', 'Please enter your email'],
    ['ufluencer_phone', 'Please enter your phone number'],
    ['ufluencer_channels', 'Please enter your channels'],
  ];

  it("answers each missing field with the page's message", async () => {
    expect(await post(UFLUENCER, {})).toEqual({ code: 400, msg: 'Please enter your first Name' });
    const fields = ORDER.map(([field]) => field);
    for (let i = 0; i < ORDER.length; i++) {
      const body = upTo(UFLUENCER_VALID, fields, i);
      expect(await post(UFLUENCER, body)).toEqual({ code: 400, msg: ORDER[i][1] });
      body[ORDER[i][0]] = null;
      expect(await post(UFLUENCER, body)).toEqual({ code: 400, msg: ORDER[i][1] });
    }
    expect(await forms('ufluencer')).toEqual([]);
  });

  it('refuses wrong types and over-long text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ufluencer_phone: 447946 }, 'ufluencer_phone must be text'],
      [{ ufluencer_channels: { youtube: 'x' } }, 'ufluencer_channels must be text'],
      [
        { ufluencer_lastname: 'l'.repeat(101) },
        'ufluencer_lastname must be at most 100 characters',
      ],
      [
        { ufluencer_emil: `${'e'.repeat(250)}@x.com` },
        'ufluencer_emil must be at most 254 characters',
      ],
      [
        { ufluencer_channels: 'c'.repeat(501) },
        'ufluencer_channels must be at most 500 characters',
      ],
    ];
    for (const [change, msg] of cases) {
      expect(await post(UFLUENCER, { ...UFLUENCER_VALID, ...change })).toEqual({ code: 400, msg });
    }
    expect(await post(UFLUENCER, 'text')).toMatchObject({ code: 400 });
    expect(await forms('ufluencer')).toEqual([]);
  });

  it('stores a valid application trimmed, newest first', async () => {
    const res = await post(UFLUENCER, {
      ...UFLUENCER_VALID,
      ufluencer_channels: `  ${UFLUENCER_VALID.ufluencer_channels}\n`,
    });
    expect(res).toEqual({ code: 200, msg: PARTNERSHIP_FORM_MSG.ufluencerSent });
    expect(res.msg).toMatch(/^Thank you, we will contact you soon/);
    expect(await forms('ufluencer')).toEqual([
      { ufluencer_form_id: 1, ...UFLUENCER_VALID, created_at: clock.now().toISOString() },
    ]);
    const other = { ...UFLUENCER_VALID, ufluencer_emil: 'ana@wrenchtime.example' };
    expect((await post(UFLUENCER, other)).code).toBe(200);
    expect((await forms('ufluencer')).map((r) => r.ufluencer_form_id)).toEqual([2, 1]);
  });
});

describe('distributor form', () => {
  const ORDER: [keyof typeof DISTRIBUTOR_VALID, string][] = [
    ['form_region', 'Please select region'],
    ['form_cooperationtype', 'Please select the type of business partner you want to be*'],
    ['form_country', 'Please select country'],
    ['form_firstname', 'Please write your name'],
    ['form_lastname', 'Please write your name'],
    ['form_emil', 'Please write your email address'],
    ['form_phone', 'Please write a phone number'],
    ['form_body', 'Please write a message'],
    ['form_companyname', 'Please Write Your Company Name'],
    ['form_companysize', 'Please Write Your Company Size'],
    ['form_websiteurl', 'Please Write Your Website Url'],
    ['form_address', 'Please Write Your Address'],
    ['form_brand', 'Please Write Your other brands carried'],
  ];

  it('checks the statement box first', async () => {
    const consent = 'Please check the statement after reading';
    expect(await post(DISTRIBUTOR, {})).toEqual({ code: 400, msg: consent });
    for (const isAgreement of [2, '2', 0, 'yes', null]) {
      expect(await post(DISTRIBUTOR, { ...DISTRIBUTOR_VALID, isAgreement })).toEqual({
        code: 400,
        msg: consent,
      });
    }
    const rest: Record<string, unknown> = { ...DISTRIBUTOR_VALID };
    delete rest.isAgreement;
    expect(await post(DISTRIBUTOR, rest)).toEqual({ code: 400, msg: consent });
    expect(await forms('distributor')).toEqual([]);
  });

  it("answers each missing field with the page's message", async () => {
    expect(await post(DISTRIBUTOR, { isAgreement: 1 })).toEqual({
      code: 400,
      msg: 'Please select region',
    });
    const fields = ORDER.map(([field]) => field);
    for (let i = 0; i < ORDER.length; i++) {
      const body = upTo(DISTRIBUTOR_VALID, fields, i, { isAgreement: 1 });
      expect(await post(DISTRIBUTOR, body)).toEqual({ code: 400, msg: ORDER[i][1] });
    }
    expect(await forms('distributor')).toEqual([]);
  });

  it('refuses unknown options, a country of another region, wrong types and over-long text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ form_region: 'Atlantis' }, 'Please select region'],
      [{ form_cooperationtype: 'Franchise' }, PARTNERSHIP_FORM_MSG.cooperationTypeUnknown],
      [{ form_country: 'Japan' }, 'Please select country'],
      [{ form_country: 'Narnia' }, 'Please select country'],
      [{ form_region: 3 }, 'form_region must be text'],
      [{ form_phone: 498912345678 }, 'form_phone must be text'],
      [{ form_body: ['a'] }, 'form_body must be text'],
      [{ form_companyname: 'c'.repeat(501) }, 'form_companyname must be at most 500 characters'],
      [{ form_body: 'b'.repeat(5001) }, 'form_body must be at most 5000 characters'],
      [
        { form_websiteurl: `https://${'w'.repeat(1000)}` },
        'form_websiteurl must be at most 1000 characters',
      ],
      [{ form_emil: `${'e'.repeat(250)}@x.com` }, 'form_emil must be at most 254 characters'],
    ];
    for (const [change, msg] of cases) {
      const res = await post(DISTRIBUTOR, { ...DISTRIBUTOR_VALID, ...change });
      expect({ change, ...res }).toEqual({ change, code: 400, msg });
    }
    expect(PARTNERSHIP_FORM_MSG.cooperationTypeUnknown).toContain(COOPERATION_TYPES[1]);
    expect(await forms('distributor')).toEqual([]);
  });

  it('stores a valid application trimmed, options as the lists spell them', async () => {
    const long = 'x'.repeat(4990) + '\nend';
    const res = await post(DISTRIBUTOR, {
      ...DISTRIBUTOR_VALID,
      form_region: ' europe ',
      form_country: 'GERMANY',
      form_cooperationtype: 'business cooperation',
      form_body: long,
    });
    expect(res).toEqual({ code: 200, msg: PARTNERSHIP_FORM_MSG.distributorSent });
    expect(res.msg).toMatch(/^Thank you, we will contact you soon/);
    expect(await forms('distributor')).toEqual([
      {
        distributor_form_id: 1,
        ...DISTRIBUTOR_VALID,
        form_cooperationtype: 'Business cooperation',
        form_body: long,
        created_at: clock.now().toISOString(),
      },
    ]);
  });
});

describe('per-address limit: 3 of a form in 10 minutes', () => {
  const cases: [Form, string, Record<string, unknown>, string][] = [
    ['corporate', CORPORATE, CORPORATE_VALID, 'purchase_emil'],
    ['ufluencer', UFLUENCER, UFLUENCER_VALID, 'ufluencer_emil'],
    ['distributor', DISTRIBUTOR, DISTRIBUTOR_VALID, 'form_emil'],
  ];

  it.each(cases)('%s: the 4th answers 429 and stores nothing', async (form, path, valid, field) => {
    clock.advance(30 * 60_000);
    const address = `limit-${form}@example.com`;
    for (let i = 0; i < 3; i++) {
      expect((await post(path, { ...valid, [field]: address })).code).toBe(200);
      clock.advance(60_000);
    }
    const count = (await forms(form)).length;
    // Any case and spacing is the same address.
    const fourth = await post(path, { ...valid, [field]: ` LIMIT-${form}@Example.com ` });
    expect(fourth.code).toBe(429);
    expect(fourth.msg).toBe(
      'Too many submissions from this e-mail address: please try again in 7 minutes',
    );
    expect((await forms(form)).length).toBe(count);
    // Another address is still welcome; another form does not count.
    expect((await post(path, { ...valid, [field]: `other-${form}@example.com` })).code).toBe(200);
    // Once the first leaves the 10 minutes, one more is accepted.
    clock.advance(7 * 60_000 + 1);
    expect((await post(path, { ...valid, [field]: address })).code).toBe(200);
    expect((await post(path, { ...valid, [field]: address })).code).toBe(429);
    const rows = await forms(form);
    expect(rows.filter((r) => String(r[field]).toLowerCase() === address)).toHaveLength(4);
  });

  it('counts each form on its own', async () => {
    clock.advance(30 * 60_000);
    const address = 'busy.partner@example.com';
    for (let i = 0; i < 3; i++) {
      expect((await post(CORPORATE, { ...CORPORATE_VALID, purchase_emil: address })).code).toBe(
        200,
      );
    }
    expect((await post(UFLUENCER, { ...UFLUENCER_VALID, ufluencer_emil: address })).code).toBe(200);
    expect((await post(DISTRIBUTOR, { ...DISTRIBUTOR_VALID, form_emil: address })).code).toBe(200);
    expect((await post(CORPORATE, { ...CORPORATE_VALID, purchase_emil: address })).code).toBe(429);
  });
});

describe('/mock/forms', () => {
  it('lists every form and refuses an unknown one', async () => {
    for (const form of ['techsupport', 'remote', 'corporate', 'ufluencer', 'distributor']) {
      const res = await env.api.get('/mock/forms').query({ form });
      expect(res.body.code).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
    }
    const bad = await env.api.get('/mock/forms').query({ form: 'partners' });
    expect(bad.body).toEqual({
      code: 400,
      msg: 'form must be techsupport, remote, corporate, ufluencer or distributor',
    });
  });
});
