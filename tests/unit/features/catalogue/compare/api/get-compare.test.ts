/** The comparison page's server side: products by slug, notices, the cache and an outage. */
import type { GetServerSidePropsContext } from 'next';
import {
  COMPARE_CACHE_CONTROL,
  getCompareServerSideProps,
} from '@/features/catalogue/compare/api/get-compare';
import type { ComparePageProps } from '@/features/catalogue/compare/types';
import { GOODS_DETAILS_PATH } from '@/features/catalogue/product-detail/api/get-product';
import { callsTo, jsonResponse, mockFetch } from '../../../../../mocks/fetch';

jest.mock('@/lib/site-data', () => ({
  getSite: jest.fn(async () => {
    const { buildSite } = jest.requireActual('../../../../../factories/site');
    return { tree: [], site: buildSite() };
  }),
}));

const CATALOGUE: Record<string, { id: number; specs: [string, string][] }> = {
  'AD900 Pro Scan Tool': {
    id: 1,
    specs: [
      ['Model', 'AD900'],
      ['Warranty', '2 years'],
    ],
  },
  'AD500 OBD2 Scanner': {
    id: 2,
    specs: [
      ['Model', 'AD500'],
      ['Warranty', '2 years'],
    ],
  },
  'AD300 Smart Scan Tool': { id: 3, specs: [['Model', 'AD300']] },
  'AD600 Lite Scanner': { id: 4, specs: [['Model', 'AD600']] },
  'AD700 Plus Diagnostic Tool': { id: 5, specs: [['Model', 'AD700']] },
};

function catalogueApi() {
  return mockFetch({
    [GOODS_DETAILS_PATH]: (url) => {
      const title = url.searchParams.get('goods_title') ?? '';
      const known = CATALOGUE[title];
      if (!known) return { code: 404, msg: `No product named "${title}"` };
      return {
        code: 200,
        msg: 'Success',
        data: {
          goods_id: known.id,
          goods_title: title,
          goods_picture: `/uploads/goods/${known.id}.jpg`,
          goods_tag_id: 1,
          goods_selling_price: 100 * known.id,
          goods_crossed_price: 0,
          goods_specifications_all: known.specs.map(([name, details]) => ({
            goods_specifications_name: name,
            goods_specifications_details: details,
          })),
        },
      };
    },
  });
}

async function serverSide(products: string | undefined) {
  const setHeader = jest.fn();
  const res = { setHeader, statusCode: 200 };
  const answer = await getCompareServerSideProps({
    query: products === undefined ? {} : { products },
    res,
  } as unknown as GetServerSidePropsContext);
  return { props: (answer as { props: ComparePageProps }).props, setHeader, res };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('/compare on the server', () => {
  it('shows the named products in address order, rows aligned, and caches briefly', async () => {
    catalogueApi();
    const { props, setHeader, res } = await serverSide('AD500-OBD2-Scanner,AD900-Pro-Scan-Tool');
    expect(res.statusCode).toBe(200);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', COMPARE_CACHE_CONTROL);
    expect(props.products.map((p) => p.title)).toEqual([
      'AD500 OBD2 Scanner',
      'AD900 Pro Scan Tool',
    ]);
    const model = props.rows.find((row) => row.name === 'Model');
    const warranty = props.rows.find((row) => row.name === 'Warranty');
    expect(model).toEqual({
      name: 'Model',
      values: ['AD500', 'AD900'],
      differs: true,
      group: 'shared',
    });
    expect(warranty?.differs).toBe(false);
    expect(props.unknown).toEqual([]);
    expect(props.unavailable).toBe(false);
  });

  it('names an unknown slug in a notice and compares the rest', async () => {
    catalogueApi();
    const { props, res } = await serverSide('AD900-Pro-Scan-Tool,No-Such-Tool');
    expect(res.statusCode).toBe(200);
    expect(props.unknown).toEqual(['No-Such-Tool']);
    expect(props.products.map((p) => p.slug)).toEqual(['AD900-Pro-Scan-Tool']);
  });

  it('keeps the first four of more and asks the API for those only', async () => {
    const fetchMock = catalogueApi();
    const { props } = await serverSide(
      'AD900-Pro-Scan-Tool,AD500-OBD2-Scanner,AD300-Smart-Scan-Tool,AD600-Lite-Scanner,AD700-Plus-Diagnostic-Tool',
    );
    expect(props.products).toHaveLength(4);
    expect(props.dropped).toEqual(['AD700-Plus-Diagnostic-Tool']);
    expect(callsTo(fetchMock, GOODS_DETAILS_PATH)).toHaveLength(4);
  });

  it('is an empty comparison without products, asking the API nothing', async () => {
    const fetchMock = catalogueApi();
    const { props } = await serverSide(undefined);
    expect(props.products).toEqual([]);
    expect(callsTo(fetchMock, GOODS_DETAILS_PATH)).toHaveLength(0);
  });

  it('answers 503, uncached, when the catalogue does not answer', async () => {
    global.fetch = jest.fn(async () => jsonResponse({}, 502)) as unknown as typeof fetch;
    const { props, setHeader, res } = await serverSide('AD900-Pro-Scan-Tool');
    expect(res.statusCode).toBe(503);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', 'no-store');
    expect(props.unavailable).toBe(true);
    expect(props.products).toEqual([]);
  });
});
