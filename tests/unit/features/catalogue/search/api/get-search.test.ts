/**
 * The search page's server side: the vendor's global search and the site's own index merged,
 * both types at once (the tabs' counts), suggestions when nothing matched, and the outage and
 * refusal answers the page had before the index.
 */
import type { GetServerSidePropsContext } from 'next';
import type { ApiArticle, ApiGoods, ApiSearchArticle } from '@/contract/api-types';
import { clearCatalogueIndex } from '@/features/catalogue/search/api/catalogue-index';
import {
  getSearch,
  getSearchServerSideProps,
  MSG_SEARCH_UNAVAILABLE,
  SEARCH_CACHE_CONTROL,
} from '@/features/catalogue/search/api/get-search';
import { readSearchPage, SEARCH_PAGE_SIZE } from '@/features/catalogue/search/paging';
import type { SearchPageProps, SearchResult } from '@/features/catalogue/search/types';
import { callsTo, jsonResponse, mockFetch, type MockRoute } from '../../../../../mocks/fetch';
import { article, goods } from '../../../../../helpers/catalogue-records';
import { SEARCH_ENDPOINTS } from '@/contract/vendor-endpoints/search';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';
import { ARTICLES_ENDPOINTS } from '@/contract/vendor-endpoints/articles';

const PRODUCTS_ROOT_ID = 2;

jest.mock('@/lib/site-data', () => ({
  getSite: jest.fn(async () => {
    const { buildSite } = jest.requireActual('../../../../../factories/site');
    return {
      tree: [{ category_id: 2, category_paths: '/products', children: [] }],
      site: buildSite(),
    };
  }),
}));

const GOODS: ApiGoods[] = [
  goods(1, 'AD900 Pro Scan Tool', { goods_tag_id: 3 }),
  goods(2, 'AD800 Elite Scanner', { goods_describe: '<p>Reads <b>every</b> module.</p>' }),
  goods(3, 'AD500 OBD2 Scanner', { goods_recommend_id: 1 }),
  goods(4, 'BT300 Battery Tester', { goods_tag_id: 3 }),
  goods(5, 'BC600 Smart Battery Charger'),
];
const ARTICLES: ApiArticle[] = [
  article('obd2-port', 'What Is an OBD2 Port and Where Do I Find It?', {
    articles_describe: 'Every car since 1996 has one.',
  }),
  article('battery-right-way', 'Testing a Car Battery the Right Way', {
    articles_describe: 'Voltage alone does not tell you if a battery is healthy.',
    articles_details:
      '<h2>Prepare</h2><p>Switch everything off.</p><script>alert(1)</script><p onclick="x()">Load it.</p>',
  }),
];

/** A paginated list route: `perPage` rows a page, like the API's. */
function paged<T>(rows: T[], perPage: number, shape: (page: object, items: T[]) => object) {
  return (url: URL) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const items = rows.slice((page - 1) * perPage, page * perPage);
    return {
      code: 200,
      msg: 'Success',
      ...shape({ currentPage: page, total: rows.length, listRows: perPage }, items),
    };
  };
}

/** The API: the lists of the catalogue, and a global search that finds `found` for its type. */
function api(found: { goods?: ApiGoods[]; article?: ApiSearchArticle[] } = {}) {
  const routes: Record<string, MockRoute> = {
    [GOODS_ENDPOINTS.goodsAll.path]: paged(GOODS, 2, (page, items) => ({
      page,
      goods_tj_all: [],
      goods_all: items,
    })),
    [ARTICLES_ENDPOINTS.articlesAll.path]: paged(ARTICLES, 1, (page, items) => ({
      data_page: page,
      articles_qb_all: items,
    })),
    [SEARCH_ENDPOINTS.globalSearch.path]: (url: URL) => ({
      code: 200,
      msg: 'Success',
      data:
        url.searchParams.get('searchTypeName') === 'goods'
          ? (found.goods ?? [])
          : (found.article ?? []),
    }),
  };
  return mockFetch(routes);
}

async function serverSide(query: Record<string, string>) {
  const setHeader = jest.fn();
  const res = { setHeader, statusCode: 200 };
  const answer = await getSearchServerSideProps({
    query,
    res,
  } as unknown as GetServerSidePropsContext);
  return { props: (answer as { props: SearchPageProps }).props, setHeader, res };
}

function results(result: SearchResult) {
  if (result.kind !== 'results') throw new Error(`expected results, got ${result.kind}`);
  return result;
}

beforeEach(() => {
  clearCatalogueIndex();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('search: the vendor search and the index together', () => {
  it('asks the vendor search for both types and reads every page of both lists', async () => {
    const fetchMock = api();
    await getSearch('scanner');
    const searches = callsTo(fetchMock, SEARCH_ENDPOINTS.globalSearch.path).map(([url]) => [
      url.searchParams.get('searchTypeName'),
      url.searchParams.get('searchKeywordsName'),
    ]);
    expect(searches.sort()).toEqual([
      ['article', 'scanner'],
      ['goods', 'scanner'],
    ]);
    const goodsPages = callsTo(fetchMock, GOODS_ENDPOINTS.goodsAll.path).map(([url]) => [
      url.searchParams.get('category_id'),
      url.searchParams.get('page'),
    ]);
    expect(goodsPages).toEqual([
      [String(PRODUCTS_ROOT_ID), '1'],
      [String(PRODUCTS_ROOT_ID), '2'],
      [String(PRODUCTS_ROOT_ID), '3'],
    ]);
    expect(callsTo(fetchMock, ARTICLES_ENDPOINTS.articlesAll.path)).toHaveLength(2);
  });

  it('finds through typos and spacing what the exact vendor search misses', async () => {
    api(); // the vendor search finds nothing for any of these
    const scaner = results(await getSearch('scaner'));
    expect(scaner.goods.map((g) => g.title).sort()).toEqual([
      'AD500 OBD2 Scanner',
      'AD800 Elite Scanner',
      'AD900 Pro Scan Tool',
    ]);
    expect(results(await getSearch('ad 900')).goods.map((g) => g.title)).toEqual([
      'AD900 Pro Scan Tool',
    ]);
    const obd = results(await getSearch('OBD-II'));
    expect(obd.goods.map((g) => g.title)).toEqual(['AD500 OBD2 Scanner']);
    expect(obd.articles.map((a) => a.href)).toEqual(['/blogs/obd2-port']);
    const battery = results(await getSearch('batery tester'));
    expect(battery.goods.map((g) => g.title)).toEqual(['BT300 Battery Tester']);
  });

  it('keeps what only the vendor search found, after the index matches, each once', async () => {
    api({
      goods: [GOODS[2], goods(99, 'Hidden Vendor Match')],
      article: [
        {
          article_title: 'Testing a Car Battery the Right Way',
          article_details: '<p>Full body</p>',
          articles_path: '',
        },
        {
          article_title: 'Vendor Only',
          article_details: '<h2>Intro</h2><p>Some <b>text</b> here.</p>',
          articles_path: 'vendor-only',
        },
      ],
    });
    const found = results(await getSearch('obd2 scanner'));
    expect(found.goods.map((g) => g.title)).toEqual(['AD500 OBD2 Scanner', 'Hidden Vendor Match']);
    // The article known by its title alone is the index's (with its path), not a second entry.
    expect(found.articles.map(({ title, href }) => ({ title, href }))).toEqual([
      { title: 'Testing a Car Battery the Right Way', href: '/blogs/battery-right-way' },
      { title: 'Vendor Only', href: '/blogs/vendor-only' },
    ]);
    expect(found.articles[1].html).toBe('<h2>Intro</h2><p>Some <b>text</b> here.</p>');
  });

  it('gives article results with their bodies, sanitized, as the accordion of the spec shows them', async () => {
    api();
    const found = results(await getSearch('battery'));
    const right = found.articles.find((a) => a.href === '/blogs/battery-right-way');
    expect(right).toEqual({
      title: 'Testing a Car Battery the Right Way',
      html: '<h2>Prepare</h2><p>Switch everything off.</p><p>Load it.</p>',
      href: '/blogs/battery-right-way',
    });
    expect(JSON.stringify(found)).not.toMatch(/script|onclick/);
  });

  it('gives one page of articles with their bodies, and where that page is', async () => {
    const size = SEARCH_PAGE_SIZE.article;
    const many = Array.from({ length: size + 3 }, (_, i) => ({
      article_title: `Battery note ${i + 1}`,
      article_details: `<p>Body ${i + 1}</p>`,
      articles_path: `battery-note-${i + 1}`,
    }));
    api({ article: many });
    const found = results(await getSearch('zzyzx'));
    expect(found.articles).toHaveLength(size);
    expect(found.articles[0]).toEqual({
      title: 'Battery note 1',
      html: '<p>Body 1</p>',
      href: '/blogs/battery-note-1',
    });
    expect(found.paging.article).toEqual({ page: 1, pages: 2, total: size + 3 });

    const second = results(await getSearch('zzyzx', 'article', 2));
    expect(second.articles.map((a) => a.title)).toEqual(
      many.slice(size).map((a) => a.article_title),
    );
    expect(second.articles[0].html).toBe(`<p>Body ${size + 1}</p>`);
    expect(second.paging.article).toEqual({ page: 2, pages: 2, total: size + 3 });
    // Past the last page: the last page.
    expect(results(await getSearch('zzyzx', 'article', 9)).paging.article.page).toBe(2);
  });

  it('gives one page of products; the page asked for pages the opening tab only', async () => {
    const size = SEARCH_PAGE_SIZE.goods;
    const many = Array.from({ length: size * 2 + 5 }, (_, i) =>
      goods(1000 + i, `Zzyzx Tool ${String(i + 1).padStart(3, '0')}`),
    );
    const notes = Array.from({ length: 12 }, (_, i) => ({
      article_title: `Zzyzx note ${i + 1}`,
      article_details: `<p>Note ${i + 1}</p>`,
      articles_path: `zzyzx-note-${i + 1}`,
    }));
    api({ goods: many, article: notes });
    const first = results(await getSearch('zzyzx'));
    expect(first.goods).toHaveLength(size);
    expect(first.paging.goods).toEqual({ page: 1, pages: 3, total: size * 2 + 5 });

    const third = results(await getSearch('zzyzx', 'goods', 3));
    expect(third.goods).toHaveLength(5);
    expect(third.paging.goods.page).toBe(3);
    // The other tab shows its first page.
    expect(third.paging.article).toEqual({ page: 1, pages: 2, total: 12 });
    expect(third.articles[0].title).toBe('Zzyzx note 1');
  });

  it('reads the page from the address: a whole number from 1, else the first page', () => {
    expect(readSearchPage('3')).toBe(3);
    expect(readSearchPage(['2', '5'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'two', '9999999']) {
      expect(readSearchPage(bad)).toBe(1);
    }
  });

  it('builds the index once and serves it to the next searches', async () => {
    const fetchMock = api();
    await getSearch('scanner');
    await getSearch('battery');
    expect(callsTo(fetchMock, GOODS_ENDPOINTS.goodsAll.path)).toHaveLength(3);
  });

  it('without the index (its lists refused), still shows what the vendor search found', async () => {
    const fetchMock = api({ goods: [GOODS[1]] });
    const refuse = { code: 400, msg: 'No' };
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname === GOODS_ENDPOINTS.goodsAll.path) return jsonResponse(refuse);
      return fetchMock(input, init);
    }) as unknown as typeof fetch;
    const found = results(await getSearch('scaner'));
    expect(found.goods.map((g) => g.title)).toEqual(['AD800 Elite Scanner']);
  });
});

describe('search: nothing found', () => {
  it('offers the nearest names and the popular products (hot, then recommended)', async () => {
    api();
    const found = results(await getSearch('ad990'));
    expect(found.goods).toEqual([]);
    expect(found.articles).toEqual([]);
    expect(found.suggestions?.names[0]).toMatchObject({
      kind: 'goods',
      title: 'AD900 Pro Scan Tool',
    });
    expect(found.suggestions?.popular.map((g) => g.title)).toEqual([
      'AD900 Pro Scan Tool',
      'BT300 Battery Tester',
      'AD500 OBD2 Scanner',
    ]);
  });

  it('offers no suggestions when something was found', async () => {
    api();
    expect(results(await getSearch('scanner')).suggestions).toBeNull();
  });
});

describe('the search page (server side)', () => {
  it('opens on the tab the address asks for, else on the first one with results', async () => {
    api();
    expect((await serverSide({ type: 'article', keywords: 'scanner' })).props.tab).toBe('article');
    expect((await serverSide({ keywords: 'scanner' })).props.tab).toBe('goods');
    expect((await serverSide({ type: 'videos', keywords: 'port' })).props.tab).toBe('article');
    const { props, setHeader } = await serverSide({ type: 'goods', keywords: 'scaner' });
    expect(results(props.result).goods).toHaveLength(3);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', SEARCH_CACHE_CONTROL);
  });

  it("pages the opening tab's list by the address's page", async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      article_title: `Port note ${i + 1}`,
      article_details: `<p>Port ${i + 1}</p>`,
      articles_path: `port-note-${i + 1}`,
    }));
    api({ article: many });
    const { props } = await serverSide({ type: 'article', keywords: 'zzyzx', page: '2' });
    const found = results(props.result);
    expect(found.articles.map((a) => a.title)).toEqual(
      many.slice(SEARCH_PAGE_SIZE.article).map((a) => a.article_title),
    );
    expect(found.paging.article.page).toBe(2);
  });

  it('asks for keywords without calling the API', async () => {
    const fetchMock = api();
    const { props } = await serverSide({ type: 'goods', keywords: '  ' });
    expect(props.result).toEqual({ kind: 'message', message: 'Please enter keywords' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refusal of the vendor search as its message, answered 200', async () => {
    mockFetch({ [SEARCH_ENDPOINTS.globalSearch.path]: { code: 400, msg: 'Keywords too long' } });
    const { props, res } = await serverSide({ type: 'goods', keywords: 'x' });
    expect(res.statusCode).toBe(200);
    expect(props.result).toEqual({ kind: 'message', message: 'Keywords too long' });
  });

  it('answers 503 with its own page while the vendor search is down, even with an index', async () => {
    api();
    await serverSide({ keywords: 'scanner' }); // the index is built and kept
    global.fetch = jest.fn(async () => jsonResponse({ code: 500 }, 500)) as unknown as typeof fetch;
    const { props, res, setHeader } = await serverSide({ type: 'goods', keywords: 'scanner' });
    expect(res.statusCode).toBe(503);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', 'no-store');
    expect(setHeader).toHaveBeenCalledWith('Retry-After', '30');
    expect(props.result).toEqual({ kind: 'unavailable', message: MSG_SEARCH_UNAVAILABLE });
  });

  it('reads at most 100 characters of keywords', async () => {
    const fetchMock = api();
    const { props } = await serverSide({ keywords: `${'a'.repeat(150)}` });
    expect(props.keywords).toHaveLength(100);
    const [url] = callsTo(fetchMock, SEARCH_ENDPOINTS.globalSearch.path)[0];
    expect(url.searchParams.get('searchKeywordsName')).toHaveLength(100);
  });
});
