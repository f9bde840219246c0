/**
 * What the owned tables of the customer area (garage, orders, products) do alike: no token,
 * paging, another customer's rows, keywords, record ids, deleting. What each table does of its
 * own (its options, fields, messages, searches) is in its file (account-garage.test.ts, ...).
 */
import { ACCOUNT_MESSAGES } from '../../src/contract/account-messages';
import { withoutOwner } from '../../mock-api/routes/account/records';
import { GARAGE_TYPED, ORDER_VALID, PRODUCT_VALID } from './account-forms';
import {
  accountApi,
  ownedTableChecks,
  type AccountApi,
  type Method,
  type Payload,
} from './account-helpers';
import { expectFields } from './helpers';

type Row = { uId: number } & Record<string, unknown>;
type Data = AccountApi['env']['mock']['db']['data'];

interface OwnedTable {
  /** The routes' prefix (`garage` for garage_all, garage_edit, ...). */
  name: string;
  base: string;
  /** What a row is to a customer, one and more, for the tests' names. */
  noun: string;
  nouns: string;
  rows: (data: Data) => readonly Row[];
  /** Every field of a row as the list answers it. */
  fields: readonly string[];
  /** The demo customer's rows in the fixtures (the second customer has 3). */
  total: number;
  /** Page 2 as the site asks for it, and a page that is no page number. */
  pages: { second: number | string; bad: unknown };
  /** Every route a token guards but the five every table has, and the payload sent. */
  moreRoutes: readonly (readonly [Method, string])[];
  payload: Payload;
  /** A field of the second customer's first row that a keyword could find. */
  keywordField: string;
  keyword: { message: string; blanks: readonly Payload[]; notText: unknown };
  /** A bad record id of the edit (GET) and of the delete. */
  badIds: { edit: unknown; del: unknown };
  /** The own row read back (its place, newest first). */
  readAt: number;
  /** An own row it may delete (last), and one the second customer tries to change. */
  deletable: (own: readonly Row[], data: Data) => Row;
  othersTarget: (own: readonly Row[], data: Data) => Row;
  /** A valid edit form (without its id). */
  edit: Payload;
}

const notUsedByIssue = (own: readonly Row[], data: Data) =>
  own.find((g) => !data.car_issues.some((i) => i.garage_id === g.garage_id))!;
const notInUse = (own: readonly Row[], data: Data) =>
  own.find(
    (p) =>
      !data.product_issues.some((i) => i.product_id === p.product_id) &&
      !data.warranty_claims.some((c) => c.product_id === p.product_id),
  )!;

const TABLES: OwnedTable[] = [
  {
    name: 'garage',
    base: '/api/garage',
    noun: 'vehicle',
    nouns: 'vehicles',
    rows: (data) => data.garages,
    fields: [
      'country_id',
      'country_name',
      'garage_car_make',
      'garage_car_model',
      'garage_car_name',
      'garage_car_year',
      'garage_displacement',
      'garage_drive_type_id',
      'garage_drive_type_name',
      'garage_id',
      'garage_maker_id',
      'garage_remarks',
      'garage_vin',
    ],
    total: 11,
    pages: { second: 2, bad: 'two' },
    moreRoutes: [['GET', 'garage_maker_all']],
    payload: { ...GARAGE_TYPED, garage_id: 1, garageMakerName: 'Toyota' },
    keywordField: 'garage_vin',
    keyword: {
      message: ACCOUNT_MESSAGES.garageSearchEmpty,
      blanks: [{ goodsVerifyKeyword: '' }, { goodsVerifyKeyword: '  ' }, {}],
      notText: [],
    },
    badIds: { edit: 'x', del: 'abc' },
    readAt: 5,
    deletable: notUsedByIssue,
    othersTarget: notUsedByIssue,
    edit: { ...GARAGE_TYPED, garage_vin: '1FTER4FH5MLD99999' },
  },
  {
    name: 'order_service',
    base: '/api/OrderService',
    noun: 'order',
    nouns: 'orders',
    rows: (data) => data.orders,
    fields: [
      'goods_model_id',
      'goods_model_name',
      'order_service_date',
      'order_service_id',
      'order_service_number',
      'order_service_serialnumber',
      'platform_id',
      'platform_name',
    ],
    total: 12,
    pages: { second: '2', bad: -1 },
    moreRoutes: [],
    payload: { ...ORDER_VALID, order_service_id: 1 },
    keywordField: 'order_service_number',
    keyword: {
      message: ACCOUNT_MESSAGES.orderSearchEmpty,
      blanks: [{ goodsVerifyKeyword: ' ' }, {}, { goodsVerifyKeyword: '' }],
      notText: {},
    },
    badIds: { edit: 'one', del: '1x' },
    readAt: 3,
    deletable: (own) => own[2]!,
    othersTarget: (own) => own[0]!,
    edit: ORDER_VALID,
  },
  {
    name: 'product',
    base: '/api/product',
    noun: 'box',
    nouns: 'boxes',
    rows: (data) => data.products,
    fields: [
      'goods_model_id',
      'goods_model_name',
      'product_id',
      'product_serialNumber',
      'product_warrantyPeriod',
    ],
    total: 12,
    pages: { second: 2, bad: '1.5' },
    moreRoutes: [],
    payload: { ...PRODUCT_VALID, product_id: 1 },
    keywordField: 'product_serialNumber',
    keyword: {
      message: ACCOUNT_MESSAGES.productSearchEmpty,
      blanks: [{ goodsVerifyKeyword: '\t ' }, {}],
      notText: 7,
    },
    badIds: { edit: 'abc', del: '0' },
    readAt: 4,
    deletable: notInUse,
    othersTarget: notInUse,
    edit: PRODUCT_VALID,
  },
];

describe.each(TABLES)('$name', (kind) => {
  const api = accountApi(kind.base);
  const data = () => api.env.mock.db.data;
  const table = ownedTableChecks(api, kind.name, () => kind.rows(data()));
  const { own, ids } = table;
  const route = (suffix: string) => `${kind.name}_${suffix}`;
  const idField = `${kind.name}_id`;

  describe('without a token', () => {
    table.itRefusesWithoutToken(
      [
        ['GET', route('all')],
        ...kind.moreRoutes,
        ['POST', route('add')],
        ['POST', route('keyword')],
        ['GET', route('edit')],
        ['POST', route('edit')],
        ['GET', route('del')],
      ],
      kind.payload,
    );
  });

  it('answers rows of exactly its fields', async () => {
    const body = await api.call('GET', route('all'), 'demo');
    expectFields(body[route('all')] as unknown[], kind.fields);
  });

  it('answers page 2 and refuses a bad page', async () => {
    const body = await api.call('GET', route('all'), 'demo', { page: kind.pages.second });
    table.expectPage(body, { currentPage: 2, total: kind.total, ids: ids(own(1).slice(10)) });
    expect((await api.call('GET', route('all'), 'demo', { page: kind.pages.bad })).code).toBe(400);
  });

  it(`shows the second customer only their own ${kind.nouns}`, async () => {
    await table.expectOwnRowsOnly(3, ids(own(2)));
  });

  it(`never finds another customer's ${kind.noun} by keyword`, async () => {
    await table.expectNothingFound(own(2)[0]![kind.keywordField] as string);
  });

  it('refuses a blank or missing keyword with the message', async () => {
    const { message, blanks, notText } = kind.keyword;
    await table.expectKeywordRefused(message, blanks, notText);
  });

  it(`reads one own ${kind.noun}`, async () => {
    const row = own(1)[kind.readAt]!;
    const body = await api.call('GET', route('edit'), 'demo', { [idField]: row[idField] });
    expect(body).toMatchObject({ code: 200, [`${kind.name}_find`]: withoutOwner(row) });
  });

  it('refuses a missing, bad or unknown id to read, changing nothing', async () => {
    await table.expectIdRefused(['GET', route('edit')], kind.badIds.edit);
  });

  it('refuses a missing, bad or unknown id to delete, changing nothing', async () => {
    await table.expectIdRefused(['GET', route('del')], kind.badIds.del);
  });

  it(`keeps another customer's ${kind.nouns} from being read, edited or deleted`, async () => {
    await table.expectUnchangedForOthers(kind.othersTarget(own(1), data()), [
      ['GET', route('edit'), {}],
      ['POST', route('edit'), kind.edit],
      ['GET', route('del'), {}],
    ]);
  });

  it(`deletes an own ${kind.noun}`, async () => {
    await table.expectDeleted(kind.deletable(own(1), data()));
  });
});
