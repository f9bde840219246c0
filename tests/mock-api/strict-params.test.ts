/**
 * Strict mode reads only the documented input of an endpoint (mock-api/routes/strict-params.ts):
 * undocumented query parameters and body fields are dropped, as the vendor's API ignores them;
 * the default mode keeps its extensions (docs/mock/answers.md, "Extensions of the default mode").
 */
import { endpointKey, SPEC_ENDPOINTS } from '../../mock-api/routes/endpoints';
import { documentedInput } from '../../mock-api/routes/strict';
import { DOCUMENTED_PARAMS, documentedParams } from '../../mock-api/routes/strict-params';
import { isStrictAllowed } from '../../mock-api/routes/strict';
import { makeEnv, signIn, type TestEnv } from './helpers';

const DOWNLOAD = '/api/DownloadsArchive/downloads';
const KEYWORD = '/api/GoodsVerify/goods_verify_keyword';

describe('endpointKey: one name for an endpoint, as the routes match it', () => {
  it('ignores case and a trailing slash, and reads HEAD as GET', () => {
    const key = endpointKey('GET', '/api/buy/letter_find');
    expect(key).toBe('GET /api/buy/letter_find');
    expect(endpointKey('head', '/API/Buy/Letter_Find/')).toBe(key);
    expect(endpointKey('POST', '/api/buy/letter_find')).not.toBe(key);
  });

  it('is the key of both the allow-list and the documented input', () => {
    // Spelt as a client may: both strict-mode tables find the endpoint alike.
    for (const [method, path] of [
      ['HEAD', '/API/buy/letter_find/'],
      ['get', '/api/BUY/letter_find'],
    ] as const) {
      expect(isStrictAllowed(method, path)).toBe(true);
      expect([...(documentedParams(method, path) ?? [])]).toEqual(['letterKeywords']);
    }
  });
});

describe('the table of documented input', () => {
  it('has one entry per documented endpoint, and none for another', () => {
    const documented = SPEC_ENDPOINTS.map(([method, path]) => endpointKey(method, path)).sort();
    expect([...DOCUMENTED_PARAMS.keys()].sort()).toEqual(documented);
  });

  it('gives each /api/buy/* filter its own parameter and nothing else', () => {
    const names = (path: string) => [...(DOCUMENTED_PARAMS.get(endpointKey('GET', path)) ?? [])];
    expect(names('/api/buy/letter_find')).toEqual(['letterKeywords']);
    expect(names('/api/buy/business_region')).toEqual(['region_id']);
    expect(names('/api/buy/business_country')).toEqual(['country_id']);
    expect(names('/api/buy/mode_find')).toEqual(['mode_id']);
    expect(names('/api/buy/keywords_find')).toEqual(['keywordsName']);
    expect(names('/api/buy/business_all')).toEqual([]);
  });
});

describe('documentedInput', () => {
  it("keeps a GET's documented query parameters and drops the others and its body", () => {
    const input = documentedInput('GET', '/api/goods/goods_all', {
      query: { category_id: '21', page: '2', sort: 'price', keyword: 'x' },
      body: { category_id: 22 },
    });
    expect(input).toEqual({ query: { category_id: '21', page: '2' }, body: {} });
  });

  it("keeps a POST's documented body fields and drops the others and its query", () => {
    const input = documentedInput('POST', '/api/faqs/article_all', {
      query: { page: '3' },
      body: { page: 2, category_id: 5, article_type_id: 1 },
    });
    expect(input).toEqual({ query: {}, body: { page: 2 } });
  });

  it('matches the path as the routes do (any case, a trailing slash)', () => {
    const input = documentedInput('GET', '/API/buy/MODE_FIND/', {
      query: { mode_id: '2', letterKeywords: 'A' },
      body: undefined,
    });
    expect(input).toEqual({ query: { mode_id: '2' }, body: undefined });
  });

  it('leaves a body that is not an object for the route to refuse, and the stand-in alone', () => {
    const list = documentedInput('POST', '/api/faqs/article_all', { query: {}, body: [1, 2] });
    expect(list.body).toEqual([1, 2]);
    const standIn = { query: { state: 's', account: 'new' }, body: undefined };
    expect(documentedInput('GET', '/api/GoogleLogin/gmail_callback', standIn)).toEqual(standIn);
  });
});

/** Each extension of the default mode, honoured there and ignored in strict mode. */
describe.each([
  ['default', false],
  ['strict', true],
] as const)('the %s mock', (_name, strict) => {
  let env: TestEnv;
  let token = '';
  beforeAll(async () => {
    env = makeEnv({ strict, files: true });
    token = await signIn(env);
  }, 60_000);
  afterAll(() => env.cleanup());

  it(`${strict ? 'ignores' : 'honours'} download=1 on DownloadsArchive/downloads`, async () => {
    const archive = env.mock.db.data.archives.find((a) => a.archive_file.endsWith('.zip'))!;
    const res = await env.api
      .get(DOWNLOAD)
      .query({ archive_id: String(archive.archive_id), download: '1' });
    if (strict) {
      // The documented answer: the record naming the file.
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.code).toBe(200);
      expect(res.body.archive_find.archive_file).toBe(archive.archive_file);
    } else {
      expect(res.headers['content-type']).toBe('application/zip');
    }
  });

  it(`${strict ? 'ignores' : 'honours'} page on the customer tables' keyword searches`, async () => {
    // Every serial of the demo customer holds a "2": 14 matches, 10 a page.
    const res = await env.api
      .post(KEYWORD)
      .set('Authorization', token)
      .send({ goodsVerifyKeyword: '2', page: 2 });
    expect(res.body.code).toBe(200);
    // Strict: the keyword alone, so every match; default: the second page of ten.
    expect(res.body.page.currentPage).toBe(strict ? 1 : 2);
    expect(res.body.goods_verify_all).toHaveLength(strict ? 14 : 4);
  });

  it('reads the documented parameters alike', async () => {
    const res = await env.api.get('/api/goods/goods_all').query({ category_id: '2', page: '2' });
    expect(res.body.page.currentPage).toBe(2);
    const issues = await env.api
      .get('/api/ProductIssues/product_issues_all')
      .set('Authorization', token)
      .query({ page: '2' });
    expect(issues.body.page.currentPage).toBe(2);
  });
});
