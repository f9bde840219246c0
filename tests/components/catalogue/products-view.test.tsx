import { act, screen, waitFor, within } from '@testing-library/react';
import ProductsView from '@/features/catalogue/products/products-view';
import type { ProductsPageProps } from '@/features/catalogue/types';
import { toProductCard } from '@/lib/goods';
import type { ApiGoods } from '@/contract/api-types';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';

function goods(id: number, title: string, tag = 1): ApiGoods {
  return {
    goods_id: id,
    goods_title: title,
    goods_picture: `/uploads/${id}.png`,
    goods_tag_id: tag,
  } as ApiGoods;
}

const ALL = [goods(1, 'AD900 Pro Scan Tool', 2), goods(2, 'BT50 Battery Tester', 3)];
const CODE_READERS = [goods(3, 'CR100 Code Reader', 5), goods(4, 'CR200 OBD2 Code Reader')];

function props(overrides: Partial<ProductsPageProps> = {}): ProductsPageProps {
  return {
    categoryId: 2,
    rootId: 2,
    name: 'Products',
    bannerPicture: '',
    isSubPath: false,
    tabs: [
      { id: 2, name: 'All Products', path: '/products' },
      { id: 21, name: 'Automotive Diagnostic Tool', path: '/products/automotive-diagnostic-tool' },
      { id: 23, name: 'Code Reader', path: '/products/code-reader' },
    ],
    recommended: [],
    initial: {
      products: ALL.map(toProductCard),
      page: { currentPage: 1, total: 2, listRows: 12 },
    },
    ...overrides,
  };
}

function mockApi() {
  return mockFetch({
    '/api/goods/goods_all': (url) => {
      const id = Number(url.searchParams.get('category_id'));
      const rows = id === 23 ? CODE_READERS : ALL;
      return {
        code: 200,
        msg: 'ok',
        page: { currentPage: 1, total: rows.length, listRows: 12 },
        goods_tj_all: [],
        goods_all: rows,
      };
    },
    '/api/api/goods_search': (url) => {
      const keyword = url.searchParams.get('goodsKeywordsName') ?? '';
      if (!keyword) return { code: 400, msg: 'Please enter a keyword' };
      return {
        code: 200,
        msg: 'ok',
        data: [...ALL, ...CODE_READERS].filter((g) =>
          g.goods_title.toLowerCase().includes(keyword.toLowerCase()),
        ),
      };
    },
  });
}

function grid() {
  return within(screen.getByRole('tabpanel'));
}

describe('products page', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it('renders page 1 from the props with badges by tag id, without fetching', () => {
    const fetchMock = mockApi();
    renderWithProviders(<ProductsView {...props()} />);
    const card = grid().getByRole('link', { name: /AD900 Pro Scan Tool/ });
    expect(card).toHaveAttribute('href', '/products/AD900-Pro-Scan-Tool');
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(
      within(grid().getByRole('link', { name: /BT50 Battery Tester/ })).getByText('Hot'),
    ).toBeInTheDocument();
    expect(screen.getByText('Total 2')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/goods/goods_all')).toHaveLength(0);
  });

  it('marks the category tab active and fetches a category when its tab is chosen', async () => {
    const fetchMock = mockApi();
    const { user } = renderWithProviders(<ProductsView {...props()} />);
    expect(screen.getByRole('tab', { name: 'All Products' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Code Reader' }));
    expect(screen.getByRole('tab', { name: 'Code Reader' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await grid().findByRole('link', { name: /CR100 Code Reader/ });
    expect(within(card).getByText('Special')).toBeInTheDocument();
    expect(grid().queryByRole('link', { name: /AD900/ })).not.toBeInTheDocument();
    const calls = callsTo(fetchMock, '/api/goods/goods_all');
    expect(calls).toHaveLength(1);
    expect(calls[0][0].searchParams.get('category_id')).toBe('23');
    expect(calls[0][0].searchParams.get('page')).toBe('1');
  });

  it('starts on the category of a sub-path', () => {
    mockApi();
    renderWithProviders(
      <ProductsView
        {...props({
          categoryId: 23,
          name: 'Code Reader',
          isSubPath: true,
          initial: {
            products: CODE_READERS.map(toProductCard),
            page: { currentPage: 1, total: 2, listRows: 12 },
          },
        })}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Code Reader' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(grid().getByRole('link', { name: /CR100 Code Reader/ })).toBeInTheDocument();
  });

  it('scrolls smoothly 1000 ms after opening a sub-path, the list 30 px under the sticky header', () => {
    jest.useFakeTimers();
    const header = document.createElement('header');
    header.style.position = 'sticky';
    document.body.prepend(header);
    const rect = (top: number, bottom: number) => ({ top, bottom }) as DOMRect;
    const spy = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this === header) return rect(0, 70);
      if (this.getAttribute('aria-label') === 'Product list') return rect(600, 1400);
      return rect(0, 0);
    });
    try {
      mockApi();
      renderWithProviders(<ProductsView {...props({ categoryId: 23, isSubPath: true })} />);
      act(() => jest.advanceTimersByTime(999));
      expect(window.scrollTo).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      // The list's top (its search and the category tabs) lands 30 px below the 70 px header.
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 600 - 70 - 30, behavior: 'smooth' });
    } finally {
      spy.mockRestore();
      header.remove();
      jest.useRealTimers();
    }
  });

  it('does not scroll on /products itself', () => {
    jest.useFakeTimers();
    try {
      mockApi();
      renderWithProviders(<ProductsView {...props()} />);
      act(() => jest.advanceTimersByTime(2000));
      expect(window.scrollTo).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('warns "Please enter a keyword" in a toast on an empty search and calls nothing', async () => {
    const fetchMock = mockApi();
    const { user } = renderWithProviders(<ProductsView {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Tips');
    expect(toast).toHaveTextContent('Please enter a keyword');
    expect(callsTo(fetchMock, '/api/api/goods_search')).toHaveLength(0);
    expect(screen.queryByRole('tab', { name: 'Search Results' })).not.toBeInTheDocument();
  });

  it('shows search results on the 9999 tab with a hint, and clears the keyword', async () => {
    const fetchMock = mockApi();
    const { user } = renderWithProviders(<ProductsView {...props()} />);
    const field = screen.getByLabelText('Search products');
    await user.type(field, 'code reader{Enter}');
    const tab = await screen.findByRole('tab', { name: 'Search Results' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('id', 'products-tab-9999');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Search results for “code reader”: 2 products',
    );
    expect(grid().getByRole('link', { name: /CR200 OBD2 Code Reader/ })).toBeInTheDocument();
    expect(grid().queryByRole('link', { name: /AD900/ })).not.toBeInTheDocument();
    expect(field).toHaveValue('');
    const [[url]] = callsTo(fetchMock, '/api/api/goods_search');
    expect(url.searchParams.get('goodsKeywordsName')).toBe('code reader');

    // Back to a category: its goods again, and the search tab goes away.
    await user.click(screen.getByRole('tab', { name: 'All Products' }));
    await waitFor(() =>
      expect(screen.queryByRole('tab', { name: 'Search Results' })).not.toBeInTheDocument(),
    );
    expect(grid().getByRole('link', { name: /AD900/ })).toBeInTheDocument();
  });

  it('fetches another page in the browser', async () => {
    const fetchMock = mockApi();
    const { user } = renderWithProviders(
      <ProductsView
        {...props({
          initial: {
            products: ALL.map(toProductCard),
            page: { currentPage: 1, total: 30, listRows: 12 },
          },
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/goods/goods_all')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/goods/goods_all')[0][0].searchParams.get('page')).toBe('3');
  });
});

describe('products page in the address', () => {
  const NAV = { shallow: true, scroll: false };
  /** 30 goods on /products (3 pages of 12), 3 code readers (1 page); one card a page. */
  const pagedProps = () =>
    props({
      initial: {
        products: ALL.map(toProductCard),
        page: { currentPage: 1, total: 30, listRows: 12 },
      },
    });

  function mockPagedApi() {
    return mockFetch({
      '/api/goods/goods_all': (url) => {
        const id = Number(url.searchParams.get('category_id'));
        const page = Number(url.searchParams.get('page'));
        const total = id === 23 ? 3 : 30;
        return {
          code: 200,
          msg: 'ok',
          page: { currentPage: page, total, listRows: 12 },
          goods_tj_all: [],
          goods_all:
            page <= Math.ceil(total / 12)
              ? [goods(100 + page, `${id === 23 ? 'Reader' : 'Tool'} of page ${page}`)]
              : [],
        };
      },
      '/api/api/goods_search': (url) => ({
        code: 200,
        msg: 'ok',
        data: [...ALL, ...CODE_READERS].filter((g) =>
          g.goods_title.toLowerCase().includes(url.searchParams.get('goodsKeywordsName') ?? ''),
        ),
      }),
    });
  }

  const pager = () => within(screen.getByRole('navigation', { name: 'Product pages' }));

  beforeEach(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it('starts on the page of ?page=N', async () => {
    const fetchMock = mockPagedApi();
    const { router } = renderWithProviders(<ProductsView {...pagedProps()} />, {
      route: '/products?page=2',
    });
    expect(await grid().findByRole('link', { name: /Tool of page 2/ })).toBeInTheDocument();
    const [[url]] = callsTo(fetchMock, '/api/goods/goods_all');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('category_id')).toBe('2');
    expect(pager().getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows the default list until the router knows the query (hydration)', async () => {
    const fetchMock = mockPagedApi();
    const { router } = renderWithProviders(<ProductsView {...pagedProps()} />, {
      route: '/products?page=3',
      ready: false,
    });
    expect(grid().getByRole('link', { name: /AD900/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/goods/goods_all')).toHaveLength(0);
    act(() => router.navigate());
    expect(await grid().findByRole('link', { name: /Tool of page 3/ })).toBeInTheDocument();
  });

  it('puts a new page in the history, keeping other parameters', async () => {
    mockPagedApi();
    const { router, user } = renderWithProviders(<ProductsView {...pagedProps()} />, {
      route: '/products?ref=mail',
    });
    await user.click(pager().getByRole('button', { name: 'Go to page 3' }));
    expect(router.push).toHaveBeenCalledWith('/products?ref=mail&page=3', undefined, NAV);
    expect(await grid().findByRole('link', { name: /Tool of page 3/ })).toBeInTheDocument();

    // Back to page 1, from the props again.
    act(() => router.back());
    expect(await grid().findByRole('link', { name: /AD900/ })).toBeInTheDocument();
    expect(pager().getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it("puts a tab's own path in the address, out of the page and search", async () => {
    const fetchMock = mockPagedApi();
    const { router, user } = renderWithProviders(<ProductsView {...pagedProps()} />, {
      route: '/products?page=2&ref=mail',
    });
    await grid().findByRole('link', { name: /Tool of page 2/ });
    await user.click(screen.getByRole('tab', { name: 'Code Reader' }));
    expect(router.push).toHaveBeenLastCalledWith('/products/code-reader?ref=mail', undefined, NAV);
    expect(await grid().findByRole('link', { name: /Reader of page 1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Code Reader' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Back: All Products, page 2, from the cache.
    act(() => router.back());
    expect(await grid().findByRole('link', { name: /Tool of page 2/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Products' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(callsTo(fetchMock, '/api/goods/goods_all')).toHaveLength(2);
  });

  it("opens the tab of the address's path, whatever category the page was rendered for", async () => {
    const fetchMock = mockPagedApi();
    renderWithProviders(<ProductsView {...pagedProps()} />, { route: '/products/code-reader' });
    expect(screen.getByRole('tab', { name: 'Code Reader' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await grid().findByRole('link', { name: /Reader of page 1/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/goods/goods_all')[0][0].searchParams.get('category_id')).toBe(
      '23',
    );
  });

  it('runs the search of ?keyword=K on the search tab', async () => {
    const fetchMock = mockPagedApi();
    renderWithProviders(<ProductsView {...pagedProps()} />, {
      route: '/products?keyword=%20code%20reader%20',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Search results for “code reader”: 2 products',
    );
    expect(screen.getByRole('tab', { name: 'Search Results' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const calls = callsTo(fetchMock, '/api/api/goods_search');
    expect(calls).toHaveLength(1);
    expect(calls[0][0].searchParams.get('goodsKeywordsName')).toBe('code reader');
    expect(callsTo(fetchMock, '/api/goods/goods_all')).toHaveLength(0);
  });

  it('puts a search in the address, without the page, and asks for it once', async () => {
    const fetchMock = mockPagedApi();
    const { router, user } = renderWithProviders(<ProductsView {...pagedProps()} />, {
      route: '/products?page=2',
    });
    await user.type(screen.getByLabelText('Search products'), 'battery{Enter}');
    expect(router.push).toHaveBeenLastCalledWith('/products?keyword=battery', undefined, NAV);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Search results for “battery”: 1 product',
    );
    expect(callsTo(fetchMock, '/api/api/goods_search')).toHaveLength(1);

    act(() => router.back());
    await waitFor(() =>
      expect(screen.queryByRole('tab', { name: 'Search Results' })).not.toBeInTheDocument(),
    );
    expect(pager().getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['abc', '0', '-1', '2.5'])('reads page=%s as page 1 and drops it', async (value) => {
    const fetchMock = mockPagedApi();
    const { router } = renderWithProviders(<ProductsView {...pagedProps()} />, {
      route: `/products?page=${value}&ref=mail`,
    });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/products?ref=mail', undefined, NAV),
    );
    expect(grid().getByRole('link', { name: /AD900/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/goods/goods_all')).toHaveLength(0);
  });

  it('shows the last page for a page past it', async () => {
    const fetchMock = mockPagedApi();
    const { router } = renderWithProviders(<ProductsView {...pagedProps()} />, {
      route: '/products?page=99999',
    });
    expect(await grid().findByRole('link', { name: /Tool of page 3/ })).toBeInTheDocument();
    expect(router.replace).toHaveBeenCalledWith('/products?page=3', undefined, NAV);
    expect(
      callsTo(fetchMock, '/api/goods/goods_all').map(([url]) => url.searchParams.get('page')),
    ).toEqual(['3']);
  });

  it("shows another category's last page once its size is known", async () => {
    mockPagedApi();
    const { router } = renderWithProviders(<ProductsView {...pagedProps()} />, {
      route: '/products/code-reader?page=7',
    });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/products/code-reader', undefined, NAV),
    );
    expect(await grid().findByRole('link', { name: /Reader of page 1/ })).toBeInTheDocument();
  });
});
