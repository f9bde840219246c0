/**
 * The header box's suggestions: what the index finds for what is typed so far,
 * best first, at most six; nothing for a brand the catalogue does not carry; the route's
 * answers.
 */
import { getRequest, recorder } from '../../../../../helpers/api-route';
import {
  buildCatalogueIndex,
  getCatalogueIndex,
} from '@/features/catalogue/search/api/catalogue-index';
import { suggestRouteHandler } from '@/features/catalogue/search/api/suggest-route';
import { SUGGESTIONS_MAX, suggestionsFrom } from '@/features/catalogue/search/api/suggestions';
import { article, goods } from '../../../../../helpers/catalogue-records';

jest.mock('@/features/catalogue/search/api/catalogue-index', () => ({
  ...jest.requireActual('@/features/catalogue/search/api/catalogue-index'),
  getCatalogueIndex: jest.fn(),
}));
const index = jest.mocked(getCatalogueIndex);

const catalogue = buildCatalogueIndex(
  [
    goods(1, 'AD900 Pro Scan Tool'),
    goods(2, 'AD800 Elite Scanner'),
    goods(3, 'TS500 TPMS Service Tool'),
    ...Array.from({ length: 8 }, (_, i) => goods(10 + i, `SC${i}00 Scanner Model ${i}`)),
  ],
  [
    article('tpms-relearn', 'Relearning TPMS Sensors After a Tire Rotation'),
    article('scan-tools', 'Scan Tools Explained'),
  ],
);

describe('suggestions while typing', () => {
  it('offers the products and articles found for an unfinished word, with their pages', () => {
    const names = suggestionsFrom(catalogue, 'tpm');
    expect(names).toEqual(
      expect.arrayContaining([
        {
          kind: 'goods',
          title: 'TS500 TPMS Service Tool',
          href: '/products/TS500-TPMS-Service-Tool',
        },
        {
          kind: 'article',
          title: 'Relearning TPMS Sensors After a Tire Rotation',
          href: '/blogs/tpms-relearn',
        },
      ]),
    );
    expect(names).toHaveLength(2);
  });

  it('offers nothing unrelated: "autel" finds no name', () => {
    expect(suggestionsFrom(catalogue, 'autel')).toEqual([]);
  });

  it('offers at most six names, none for a single letter', () => {
    expect(suggestionsFrom(catalogue, 'scanner')).toHaveLength(SUGGESTIONS_MAX);
    expect(suggestionsFrom(catalogue, 's')).toEqual([]);
  });
});

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
