/** GET /api/suggest: the names for what is typed, cacheable; 502 when the index cannot be built. */
import { getRequest, recorder } from '../../../../../helpers/api-route';
import { buildCatalogueIndex } from '@/features/catalogue/search/catalogue-index';
import { getCatalogueIndex } from '@/features/catalogue/search/api/catalogue-index';
import { suggestRouteHandler } from '@/features/catalogue/search/api/suggest-route';
import { goods } from '../../../../../helpers/catalogue-records';

jest.mock('@/features/catalogue/search/api/catalogue-index', () => ({
  ...jest.requireActual('@/features/catalogue/search/api/catalogue-index'),
  getCatalogueIndex: jest.fn(),
}));
const index = jest.mocked(getCatalogueIndex);

const catalogue = buildCatalogueIndex(
  [goods(1, 'AD900 Pro Scan Tool'), goods(2, 'AD800 Elite Scanner')],
  [],
);

describe('GET /api/suggest', () => {
  function call(query: Record<string, string>, method = 'GET') {
    const { res, answer } = recorder();
    return suggestRouteHandler(getRequest({ method, query }), res).then(() => ({
      statusCode: answer.status,
      body: answer.body,
      headers: answer.headers,
    }));
  }

  afterEach(() => jest.restoreAllMocks());

  it('answers the names, cacheable for a minute', async () => {
    index.mockResolvedValue(catalogue);
    const res = await call({ keywords: 'ad9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      msg: 'Success',
      data: [
        { kind: 'goods', title: 'AD900 Pro Scan Tool', href: '/products/AD900-Pro-Scan-Tool' },
      ],
    });
    expect(res.headers['cache-control']).toMatch(/max-age=60/);
  });

  it('answers 502, not cached, when the index cannot be built; 405 to other methods', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    index.mockRejectedValue(new Error('down'));
    const res = await call({ keywords: 'ad9' });
    expect(res.statusCode).toBe(502);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await call({}, 'POST')).statusCode).toBe(405);
  });
});
