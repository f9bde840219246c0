import { screen, within } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import {
  getSearch,
  getSearchServerSideProps,
  MSG_SEARCH_UNAVAILABLE,
  SEARCH_CACHE_CONTROL,
} from '@/features/catalogue/search/api/get-search';
import { ApiError } from '@/lib/api-client';
import { rememberSite } from '@/lib/last-good-site';
import { getSite } from '@/lib/site-data';
import type { SearchPageProps } from '@/features/catalogue/search/types';
import SearchView from '@/features/catalogue/search/search-view';
import { buildSeo } from '@/lib/seo';
import { callsTo, jsonResponse, mockFetch } from '../../mocks/fetch';
import { buildSite } from '../../factories/site';
import { renderWithProviders } from '../../render';

const GLOBAL_SEARCH = '/api/search/global_search';

jest.mock('@/lib/site-data', () => ({
  getSite: jest.fn(async () => {
    const { buildSite: build } = jest.requireActual('../../factories/site');
    return { tree: [], site: build() };
  }),
}));

function props(overrides: Partial<SearchPageProps>): SearchPageProps {
  return {
    site: buildSite(),
    seo: buildSeo({ name: 'Search', path: '/search' }, 'Diagtools'),
    type: 'article',
    keywords: 'battery',
    result: { kind: 'article', items: [] },
    ...overrides,
  };
}

async function serverSide(query: Record<string, string>) {
  const setHeader = jest.fn();
  const res = { setHeader, statusCode: 200 };
  const result = await getSearchServerSideProps({
    query,
    res,
  } as unknown as GetServerSidePropsContext);
  return { result, setHeader, res };
}

describe('search page', () => {
  it('shows a clear message for an empty keyword, without calling the API', async () => {
    const fetchMock = mockFetch({});
    const { result, setHeader } = await serverSide({ type: 'goods', keywords: '  ' });
    expect(callsTo(fetchMock, GLOBAL_SEARCH)).toHaveLength(0);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', SEARCH_CACHE_CONTROL);
    const pageProps = (result as { props: SearchPageProps }).props;
    expect(pageProps.result).toEqual({ kind: 'message', message: 'Please enter keywords' });
    renderWithProviders(<SearchView {...pageProps} />, { route: '/search?type=goods&keywords=' });
    expect(screen.getByRole('status')).toHaveTextContent('Please enter keywords');
  });

  it('asks for a type when the type is missing or invalid', async () => {
    const fetchMock = mockFetch({});
    const { result } = await serverSide({ type: 'videos', keywords: 'scanner' });
    expect(callsTo(fetchMock, GLOBAL_SEARCH)).toHaveLength(0);
    expect((result as { props: SearchPageProps }).props.result).toEqual({
      kind: 'message',
      message: 'Please select type',
    });
  });

  it('renders articles in an accordion with sanitized bodies', async () => {
    const fetchMock = mockFetch({
      [GLOBAL_SEARCH]: {
        code: 200,
        msg: 'Success',
        data: [
          {
            article_title: 'Testing a Car Battery',
            article_details:
              '<h2>Tools</h2><p onclick="steal()">Use a tester.</p><script>alert(1)</script><img src="javascript:x()">',
            articles_path: 'testing-a-car-battery',
          },
          { article_title: 'Second', article_details: '<p>Other body</p>', articles_path: '' },
        ],
      },
    });
    const result = await getSearch('article', 'battery');
    const [url] = callsTo(fetchMock, GLOBAL_SEARCH)[0];
    expect(url.searchParams.get('searchTypeName')).toBe('article');
    expect(url.searchParams.get('searchKeywordsName')).toBe('battery');

    const { user, container } = renderWithProviders(<SearchView {...props({ result })} />);
    const first = screen.getByRole('button', { name: 'Testing a Car Battery' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Use a tester.')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|javascript:/);
    expect(screen.getByRole('link', { name: 'Read the article' })).toHaveAttribute(
      'href',
      '/blogs/testing-a-car-battery',
    );
    const second = screen.getByRole('button', { name: 'Second' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders goods as product cards', async () => {
    mockFetch({
      [GLOBAL_SEARCH]: {
        code: 200,
        msg: 'Success',
        data: [
          { goods_id: 1, goods_title: 'AD500 OBD2 Scanner', goods_picture: '', goods_tag_id: 2 },
        ],
      },
    });
    const result = await getSearch('goods', 'scanner');
    renderWithProviders(<SearchView {...props({ type: 'goods', keywords: 'scanner', result })} />);
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: /AD500 OBD2 Scanner/ })).toHaveAttribute(
      'href',
      '/products/AD500-OBD2-Scanner',
    );
  });

  it('shows the API message of a refused search and throws when the API is down', async () => {
    mockFetch({ [GLOBAL_SEARCH]: { code: 400, msg: 'Please enter keywords' } });
    await expect(getSearch('goods', 'x')).resolves.toEqual({
      kind: 'message',
      message: 'Please enter keywords',
    });
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(getSearch('goods', 'x')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('search page while the API is down', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  /** Every API call answers HTTP 500, as with the mock's `/mock/outage {"mode":"error"}`. */
  function outage() {
    global.fetch = jest.fn(async () => jsonResponse({ code: 500 }, 500)) as unknown as typeof fetch;
  }

  it("is the site's own page: header, footer, a message and Try again, answered 503", async () => {
    const lastGood = buildSite({ siteTitle: 'Last good shell' });
    rememberSite(lastGood);
    jest
      .mocked(getSite)
      .mockRejectedValueOnce(new ApiError('server', 500, 'Service response failed'));
    outage();
    const { result, setHeader, res } = await serverSide({ type: 'goods', keywords: 'scanner' });
    expect(res.statusCode).toBe(503);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', 'no-store');
    expect(setHeader).toHaveBeenCalledWith('Retry-After', '30');
    const pageProps = (result as { props: SearchPageProps }).props;
    expect(pageProps.result).toEqual({ kind: 'unavailable', message: MSG_SEARCH_UNAVAILABLE });
    // The shell of the last good fetch: the header and footer stay.
    expect(pageProps.site).toBe(lastGood);

    const { router, user } = renderWithProviders(<SearchView {...pageProps} />, {
      route: '/search?type=goods&keywords=scanner',
      site: pageProps.site ?? undefined,
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_SEARCH_UNAVAILABLE);
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.reload).toHaveBeenCalledTimes(1);
  });

  it('without a last good shell, still answers the error state (a minimal header)', async () => {
    jest
      .mocked(getSite)
      .mockRejectedValueOnce(new ApiError('network', 0, 'Interface response failed'));
    (globalThis as Record<symbol, unknown>)[Symbol.for('diagtools.lastGoodSite')] = undefined;
    outage();
    const { result, res } = await serverSide({ type: 'article', keywords: 'battery' });
    expect(res.statusCode).toBe(503);
    const pageProps = (result as { props: SearchPageProps }).props;
    expect(pageProps.site).toBeNull();
    expect(pageProps.result.kind).toBe('unavailable');
  });

  it('a refused search is no outage: its message, answered 200 and cached as usual', async () => {
    mockFetch({ [GLOBAL_SEARCH]: { code: 400, msg: 'Keywords too long' } });
    const { result, setHeader, res } = await serverSide({ type: 'goods', keywords: 'x' });
    expect(res.statusCode).toBe(200);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', SEARCH_CACHE_CONTROL);
    expect((result as { props: SearchPageProps }).props.result).toEqual({
      kind: 'message',
      message: 'Keywords too long',
    });
  });
});
