import { act, screen, waitFor, within } from '@testing-library/react';
import {
  FUNCTION_STOCK_PATH,
  toFunctionStockList,
} from '@/features/catalogue/function-stock/api/use-function-stock';
import { getFunctionStockPage } from '@/features/catalogue/function-stock/api/get-function-stock';
import { LIKES_KEY } from '@/features/catalogue/function-stock/api/local-likes';
import { PLACEHOLDER_PRICE } from '@/features/catalogue/function-stock/api/placeholder';
import FunctionStockView from '@/features/catalogue/function-stock/function-stock-view';
import type { ApiCategory, FunctionStockAllResponse } from '@/contract/api-types';
import { callsTo, jsonResponse, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';

function item(id: number, title: string, brand: string, liked = false) {
  return {
    function_id: id,
    function_title: title,
    function_picture: `/uploads/f${id}.png`,
    function_price: 99.99,
    function_class: 2 as const,
    function_class_name: 'Special Features',
    function_brand: brand,
    function_like_count: 10,
    function_addtime: '2026-01-01 00:00:00',
    function_liked: liked,
  };
}

function response(
  items: ReturnType<typeof item>[],
  total = items.length,
): FunctionStockAllResponse {
  return {
    code: 200,
    msg: 'ok',
    brand_all: [
      { group: 'A-F', brands: ['Audi', 'BMW', 'Ford'] },
      { group: 'G-L', brands: ['Honda'] },
      { group: 'M-R', brands: [] },
      { group: 'S-Z', brands: ['Toyota'] },
    ],
    class_all: [
      { class_id: 1, class_key: 'basic', class_name: 'Basic Functions' },
      { class_id: 2, class_key: 'special', class_name: 'Special Features' },
      { class_id: 3, class_key: 'upgrade', class_name: 'Software Upgrade' },
      { class_id: 4, class_key: 'point', class_name: 'Point Card' },
    ],
    page: { currentPage: 1, total, listRows: 12 },
    function_all: items,
    advertisement_all: [
      {
        advertisement_id: 6,
        advertisement_name: 'Unlock More Functions',
        advertisement_introduce: 'Special features',
        advertisement_picture: '/uploads/fs.png',
        advertisement_url: '/function-stock',
      },
    ],
  };
}

const firstPage = response(
  [item(1, 'BMW Key Programming', 'BMW'), item(2, 'Ford Injector Coding', 'Ford')],
  30,
);
const category = {
  category_name: 'Function Stock',
  category_introduce: 'Add functions',
  category_details: '<p>Our own details<script>x()</script></p>',
} as ApiCategory;

/** Answers the first page for the unfiltered query, else one item named after the query. */
function mockApi() {
  return mockFetch({
    [FUNCTION_STOCK_PATH]: (url) =>
      url.search === '?sort=popular'
        ? firstPage
        : response([item(9, `Result ${url.search}`, 'Audi')]),
  });
}

async function renderPage() {
  const fetchMock = mockApi();
  const props = await getFunctionStockPage(category);
  if (!props) throw new Error('no props');
  fetchMock.mockClear();
  const rendered = renderWithProviders(<FunctionStockView {...props} />);
  return { fetchMock, props, ...rendered };
}

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) => {
  const calls = callsTo(fetchMock, FUNCTION_STOCK_PATH);
  return calls[calls.length - 1]?.[0].search;
};

describe('function stock page', () => {
  it('renders the server page: banner, classes, grid and sanitized details, with no fetch', async () => {
    const { fetchMock, props } = await renderPage();
    expect(props.detailsHtml).toBe('<p>Our own details</p>');
    expect(screen.getByRole('img', { name: 'Unlock More Functions' })).toBeInTheDocument();
    const classes = within(screen.getByRole('group', { name: 'Function class' }));
    expect(classes.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Basic Functions',
      'Special Features',
      'Software Upgrade',
      'Point Card',
    ]);
    const grid = screen.getByRole('list', { name: 'Functions' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(2);
    expect(screen.getByText('Our own details')).toBeInTheDocument();
    expect(callsTo(fetchMock, FUNCTION_STOCK_PATH)).toHaveLength(0);
  });

  it('a class button filters the grid by class', async () => {
    const { fetchMock, user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Software Upgrade' }));
    expect(await screen.findByText('Result ?sort=popular&class=upgrade')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toBe('?sort=popular&class=upgrade');
    expect(screen.getByRole('button', { name: 'Software Upgrade' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('the Sort by list asks for the most recent first', async () => {
    const { fetchMock, user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Most Recent' }));
    expect(await screen.findByText('Result ?sort=recent')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toBe('?sort=recent');
  });

  it('a brand of a collapsible group filters by brand', async () => {
    const { fetchMock, user } = await renderPage();
    const group = screen.getByRole('button', { name: 'A-F' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'BMW' }));
    expect(await screen.findByText('Result ?sort=popular&brand=BMW')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toBe('?sort=popular&brand=BMW');
    // Empty groups are not listed.
    expect(screen.queryByRole('button', { name: 'M-R' })).not.toBeInTheDocument();
  });

  it('the keyword is sent on Enter, with the other filters', async () => {
    const { fetchMock, user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Point Card' }));
    await screen.findByText('Result ?sort=popular&class=point');
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), '  key prog {Enter}');
    expect(
      await screen.findByText('Result ?sort=popular&class=point&keyword=key+prog'),
    ).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toBe('?sort=popular&class=point&keyword=key+prog');
  });

  it('pages through the grid', async () => {
    const { fetchMock, user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Result ?sort=popular&page=2')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toBe('?sort=popular&page=2');
  });

  it('the like toggle says Liked and Unliked and keeps the like in this browser, with no call', async () => {
    localStorage.removeItem(LIKES_KEY);
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user, fetchMock } = await renderPage();
      const like = screen.getByRole('button', { name: 'Like BMW Key Programming' });
      expect(like).toHaveAttribute('aria-pressed', 'false');
      const card = within(like.closest('li') as HTMLElement);
      await user.click(like);
      expect(like).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Liked');
      expect(card.getByLabelText('11 likes')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(LIKES_KEY) ?? '[]')).toEqual([1]);

      await user.click(like);
      expect(like).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('status')).toHaveTextContent(/^Unliked$/);
      expect(card.getByLabelText('10 likes')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(LIKES_KEY) ?? '[]')).toEqual([]);
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the likes kept in this browser after a reload', async () => {
    localStorage.setItem(LIKES_KEY, JSON.stringify([2]));
    try {
      await renderPage();
      expect(
        await screen.findByRole('button', { name: 'Like Ford Injector Coding', pressed: true }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Like BMW Key Programming' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    } finally {
      localStorage.removeItem(LIKES_KEY);
    }
  });

  it('reshapes the API list for the grid', () => {
    const list = toFunctionStockList(response([item(3, 'Audi CP Removal', 'Audi')], 13));
    expect(list.page).toEqual({ current: 1, total: 13, pageSize: 12 });
    expect(list.items[0]).toMatchObject({ id: 3, brand: 'Audi', likeCount: 10 });
  });
});

describe('function stock filters in the address', () => {
  const NAV = { shallow: true, scroll: false };
  const ROUTE = '/function-stock';

  /**
   * 30 unfiltered functions (3 pages); a filtered list is 20 (2 pages); a page holds one
   * item named after its query, and a page past the last none.
   */
  function mockPaged() {
    return mockFetch({
      [FUNCTION_STOCK_PATH]: (url) => {
        const filters = new URLSearchParams(url.search);
        filters.delete('sort');
        filters.delete('page');
        const total = filters.size > 0 ? 20 : 30;
        const page = Number(url.searchParams.get('page') ?? 1);
        const items =
          page <= Math.ceil(total / 12) ? [item(9, `Result ${url.search}`, 'Audi')] : [];
        return { ...response(items, total), page: { currentPage: page, total, listRows: 12 } };
      },
    });
  }

  async function renderAt(route: string, ready = true) {
    const fetchMock = mockPaged();
    const props = await getFunctionStockPage(category);
    if (!props) throw new Error('no props');
    fetchMock.mockClear();
    const rendered = renderWithProviders(<FunctionStockView {...props} />, { route, ready });
    return { fetchMock, ...rendered };
  }

  const pressed = (name: string) => screen.getByRole('button', { name });

  it('starts on the filters of the address', async () => {
    const { fetchMock, router } = await renderAt(
      `${ROUTE}?brand=bmw&sort=recent&class=Special&keyword=key%20prog&page=2`,
    );
    expect(
      await screen.findByText(
        'Result ?sort=recent&brand=BMW&class=special&keyword=key+prog&page=2',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, FUNCTION_STOCK_PATH)).toHaveLength(1);
    expect(pressed('BMW')).toHaveAttribute('aria-pressed', 'true');
    // The brand's group opens to show it.
    expect(screen.getByRole('button', { name: 'A-F' })).toHaveAttribute('aria-expanded', 'true');
    expect(pressed('Most Recent')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Special Features')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('key prog');
    expect(
      within(screen.getByRole('navigation', { name: 'Function pages' })).getByRole('button', {
        name: 'page 2',
      }),
    ).toHaveAttribute('aria-current', 'page');
    // The address is spelt as the filters are.
    expect(router.replace).toHaveBeenCalledWith(
      `${ROUTE}?brand=BMW&sort=recent&class=special&keyword=key+prog&page=2`,
      undefined,
      NAV,
    );
  });

  it('shows the server page until the router knows the query (hydration)', async () => {
    const { fetchMock, router } = await renderAt(`${ROUTE}?class=point`, false);
    expect(screen.getByText('Result ?sort=popular')).toBeInTheDocument();
    expect(pressed('Point Card')).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(fetchMock, FUNCTION_STOCK_PATH)).toHaveLength(0);
    act(() => router.navigate());
    expect(await screen.findByText('Result ?sort=popular&class=point')).toBeInTheDocument();
  });

  it('puts each filter in the address from page 1, defaults left out', async () => {
    const { router, user } = await renderAt(`${ROUTE}?page=2&ref=mail`);
    await user.click(pressed('Software Upgrade'));
    expect(router.push).toHaveBeenLastCalledWith(`${ROUTE}?ref=mail&class=upgrade`, undefined, NAV);
    await user.click(pressed('Most Recent'));
    expect(router.push).toHaveBeenLastCalledWith(
      `${ROUTE}?ref=mail&class=upgrade&sort=recent`,
      undefined,
      NAV,
    );
    await user.click(pressed('Most Popular'));
    expect(router.push).toHaveBeenLastCalledWith(`${ROUTE}?ref=mail&class=upgrade`, undefined, NAV);
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'coding{Enter}');
    expect(router.push).toHaveBeenLastCalledWith(
      `${ROUTE}?ref=mail&class=upgrade&keyword=coding`,
      undefined,
      NAV,
    );
    await user.click(screen.getByRole('button', { name: 'S-Z' }));
    await user.click(pressed('Toyota'));
    expect(router.push).toHaveBeenLastCalledWith(
      `${ROUTE}?ref=mail&class=upgrade&keyword=coding&brand=Toyota`,
      undefined,
      NAV,
    );
    expect(
      await screen.findByText('Result ?sort=popular&brand=Toyota&class=upgrade&keyword=coding'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(router.push).toHaveBeenLastCalledWith(
      `${ROUTE}?ref=mail&class=upgrade&keyword=coding&brand=Toyota&page=2`,
      undefined,
      NAV,
    );
  });

  it('Back and forward change the filters shown', async () => {
    const { router, user } = await renderAt(ROUTE);
    await user.click(pressed('Point Card'));
    expect(await screen.findByText('Result ?sort=popular&class=point')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'key{Enter}');
    expect(
      await screen.findByText('Result ?sort=popular&class=point&keyword=key'),
    ).toBeInTheDocument();

    act(() => router.back());
    expect(await screen.findByText('Result ?sort=popular&class=point')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
    act(() => router.back());
    await waitFor(() => expect(pressed('Point Card')).toHaveAttribute('aria-pressed', 'false'));
    // The unfiltered list, asked again (as on any change of filters).
    expect(await screen.findByText('Result ?sort=popular')).toBeInTheDocument();
    act(() => router.forward());
    expect(await screen.findByText('Result ?sort=popular&class=point')).toBeInTheDocument();
    expect(pressed('Point Card')).toHaveAttribute('aria-pressed', 'true');
  });

  it('drops what it does not know: an unknown sort, class or brand, a bad page', async () => {
    const { fetchMock, router } = await renderAt(
      `${ROUTE}?sort=cheapest&class=gold&brand=Tesla&page=abc&ref=mail`,
    );
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(`${ROUTE}?ref=mail`, undefined, NAV),
    );
    // The server's page (the unfiltered one), not asked again.
    expect(screen.getByText('Result ?sort=popular')).toBeInTheDocument();
    expect(pressed('Most Popular')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('All Brands')).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, FUNCTION_STOCK_PATH)).toHaveLength(0);
  });

  it('shows the last page for a page past it', async () => {
    const { fetchMock, router } = await renderAt(`${ROUTE}?page=99999`);
    expect(await screen.findByText('Result ?sort=popular&page=3')).toBeInTheDocument();
    expect(router.replace).toHaveBeenCalledWith(`${ROUTE}?page=3`, undefined, NAV);
    expect(callsTo(fetchMock, FUNCTION_STOCK_PATH).map(([url]) => url.search)).toEqual([
      '?sort=popular&page=3',
    ]);
  });

  it("shows a filter's last page once its size is known", async () => {
    const { router } = await renderAt(`${ROUTE}?class=basic&page=9`);
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(`${ROUTE}?class=basic&page=2`, undefined, NAV),
    );
    expect(await screen.findByText('Result ?sort=popular&class=basic&page=2')).toBeInTheDocument();
  });
});

describe('function stock against an API without the function-stock list', () => {
  async function renderPlaceholder() {
    const fetchMock = mockFetch({
      [FUNCTION_STOCK_PATH]: { code: 404, msg: 'Not found' },
    });
    const props = await getFunctionStockPage(category);
    if (!props) throw new Error('no props');
    fetchMock.mockClear();
    const rendered = renderWithProviders(<FunctionStockView {...props} />);
    return { fetchMock, props, ...rendered };
  }

  it("renders the sample grid with the page's own texts", async () => {
    const { props, fetchMock } = await renderPlaceholder();
    expect(props.placeholder).toBe(true);
    expect(props.detailsHtml).toBe('<p>Our own details</p>');
    const grid = screen.getByRole('list', { name: 'Functions' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    expect(within(cards[0]).getByText(`$${PLACEHOLDER_PRICE}.00`)).toBeInTheDocument();
    expect(within(grid).getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(12);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('filters the sample grid in the browser, with no call', async () => {
    const { fetchMock, user } = await renderPlaceholder();
    await user.click(screen.getByRole('button', { name: 'Point Card' }));
    const grid = screen.getByRole('list', { name: 'Functions' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['BMW Point Card', 'Honda Point Card', 'Volkswagen Point Card']),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still throws an outage (the last good page stays)', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse({ code: 500, msg: 'down' }, 500),
    ) as unknown as typeof fetch;
    await expect(getFunctionStockPage(category)).rejects.toMatchObject({ kind: 'server' });
  });
});
