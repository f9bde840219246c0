import { act, screen, waitFor, within } from '@testing-library/react';
import BlogsView from '@/features/content/blogs/blogs-view';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { articlesAllResponse, blogsProps } from './fixtures';
import { linksIn } from '../../helpers/links';

const ARTICLES_ALL = '/api/articles/articles_all';

function cardTitles(): string[] {
  const list = screen.getByRole('region', { name: 'Articles' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('blogs view', () => {
  it('renders page 1 from the props without fetching', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<BlogsView {...blogsProps()} />, { route: '/blogs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(9);
    expect(cardTitles()[0]).toBe('Article 1');
    expect(screen.getByRole('link', { name: 'Article 1' })).toHaveAttribute(
      'href',
      '/blogs/article-1',
    );
    expect(screen.getByText('Author 1')).toBeInTheDocument();
    expect(screen.getByText('Total 12')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recommended' })).toHaveTextContent('Article 100');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches page 2 in the browser and shows its cards', async () => {
    const fetchMock = mockFetch({
      [ARTICLES_ALL]: (url) =>
        articlesAllResponse(url.searchParams.get('page') === '2' ? [10, 11, 12] : [1], 2),
    });
    const { user } = renderWithProviders(<BlogsView {...blogsProps()} />, { route: '/blogs' });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Article 10', 'Article 11', 'Article 12']));
    const [url] = callsTo(fetchMock, ARTICLES_ALL)[0];
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('category_id')).toBe('7');
    expect(url.searchParams.get('articlesKeyword')).toBe('');
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches articles by keyword from the sidebar', async () => {
    const fetchMock = mockFetch({ [ARTICLES_ALL]: articlesAllResponse([5], 1, 1) });
    const { user } = renderWithProviders(<BlogsView {...blogsProps({ categoryId: 72 })} />);
    const search = screen.getByRole('search', { name: 'Articles' });
    const input = within(search).getByLabelText('Search articles');
    expect(input).toHaveAttribute('placeholder', 'Search articles...');
    await user.type(input, ' battery {Enter}');
    await waitFor(() => expect(cardTitles()).toEqual(['Article 5']));
    const [url] = callsTo(fetchMock, ARTICLES_ALL)[0];
    expect(url.searchParams.get('articlesKeyword')).toBe('battery');
    expect(url.searchParams.get('category_id')).toBe('72');
    expect(url.searchParams.get('page')).toBe('1');
  });

  it('lists the categories with All and highlights the current one', () => {
    mockFetch({});
    renderWithProviders(
      <BlogsView {...blogsProps({ categoryId: 73, path: '/blogs/reviews', name: 'Reviews' })} />,
      { route: '/blogs/reviews' },
    );
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(linksIn(nav)).toEqual([
      ['All', '/blogs'],
      ['News', '/blogs/news'],
      ['Product Guides', '/blogs/product-guides'],
      ['Reviews', '/blogs/reviews'],
      ['Advice', '/blogs/advice'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('highlights All on the blogs root', () => {
    mockFetch({});
    renderWithProviders(<BlogsView {...blogsProps()} />, { route: '/blogs' });
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('blogs list in the address', () => {
  const NAV = { shallow: true, scroll: false };
  const pager = () => within(screen.getByRole('navigation', { name: 'Articles pages' }));

  /** Page 2 of the 12 articles holds 10 to 12; a keyword matches article 5 alone. */
  function mockArticles() {
    return mockFetch({
      [ARTICLES_ALL]: (url) => {
        const page = Number(url.searchParams.get('page'));
        if (url.searchParams.get('articlesKeyword')) {
          return articlesAllResponse(page === 1 ? [5] : [], page, 1);
        }
        return articlesAllResponse(page === 1 ? [1] : page === 2 ? [10, 11, 12] : [], page);
      },
    });
  }

  it('starts on the page of ?page=N', async () => {
    const fetchMock = mockArticles();
    const { router } = renderWithProviders(<BlogsView {...blogsProps()} />, {
      route: '/blogs?page=2',
    });
    await waitFor(() => expect(cardTitles()).toEqual(['Article 10', 'Article 11', 'Article 12']));
    const [url] = callsTo(fetchMock, ARTICLES_ALL)[0];
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('category_id')).toBe('7');
    expect(pager().getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('starts on the keyword of the address, shown in the field', async () => {
    const fetchMock = mockArticles();
    renderWithProviders(<BlogsView {...blogsProps({ path: '/blogs/news', categoryId: 71 })} />, {
      route: '/blogs/news?keyword=battery',
    });
    await waitFor(() => expect(cardTitles()).toEqual(['Article 5']));
    const [url] = callsTo(fetchMock, ARTICLES_ALL)[0];
    expect(url.searchParams.get('articlesKeyword')).toBe('battery');
    expect(url.searchParams.get('category_id')).toBe('71');
    expect(screen.getByText('Search results for “battery”')).toBeInTheDocument();
    expect(screen.getByLabelText('Search articles')).toHaveValue('battery');
  });

  it('shows the default list until the router knows the query (hydration)', async () => {
    const fetchMock = mockArticles();
    const { router } = renderWithProviders(<BlogsView {...blogsProps()} />, {
      route: '/blogs?page=2',
      ready: false,
    });
    expect(cardTitles()).toHaveLength(9);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => router.navigate());
    await waitFor(() => expect(cardTitles()).toEqual(['Article 10', 'Article 11', 'Article 12']));
  });

  it('puts a new page in the history; Back returns to page 1', async () => {
    mockArticles();
    const { router, user } = renderWithProviders(<BlogsView {...blogsProps()} />, {
      route: '/blogs',
    });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await user.click(pager().getByRole('button', { name: 'Go to page 2' }));
    expect(router.push).toHaveBeenCalledWith('/blogs?page=2', undefined, NAV);
    // Every navigation scrolls to the top of the page (the spec).
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
    await waitFor(() => expect(cardTitles()).toEqual(['Article 10', 'Article 11', 'Article 12']));

    act(() => router.back());
    await waitFor(() => expect(cardTitles()).toHaveLength(9));
    expect(pager().getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');

    act(() => router.forward());
    await waitFor(() => expect(cardTitles()).toEqual(['Article 10', 'Article 11', 'Article 12']));
  });

  it('puts a search in the address from page 1, and an empty one takes it out', async () => {
    mockArticles();
    const { router, user } = renderWithProviders(<BlogsView {...blogsProps()} />, {
      route: '/blogs?page=2&ref=mail',
    });
    const input = screen.getByLabelText('Search articles');
    await user.type(input, ' battery {Enter}');
    expect(router.push).toHaveBeenLastCalledWith('/blogs?ref=mail&keyword=battery', undefined, NAV);
    await waitFor(() => expect(cardTitles()).toEqual(['Article 5']));

    await user.clear(input);
    await user.type(input, '{Enter}');
    expect(router.push).toHaveBeenLastCalledWith('/blogs?ref=mail', undefined, NAV);
    await waitFor(() => expect(cardTitles()).toHaveLength(9));
  });

  it('Back after a search shows the list and the field as they were', async () => {
    mockArticles();
    const { router, user } = renderWithProviders(<BlogsView {...blogsProps()} />, {
      route: '/blogs',
    });
    await user.type(screen.getByLabelText('Search articles'), 'battery{Enter}');
    await waitFor(() => expect(cardTitles()).toEqual(['Article 5']));
    act(() => router.back());
    await waitFor(() => expect(cardTitles()).toHaveLength(9));
    expect(screen.getByLabelText('Search articles')).toHaveValue('');
    expect(screen.queryByText(/Search results for/)).not.toBeInTheDocument();
  });

  it.each(['abc', '0', '-3'])('reads page=%s as page 1 and drops it', async (value) => {
    const fetchMock = mockArticles();
    const { router } = renderWithProviders(<BlogsView {...blogsProps()} />, {
      route: `/blogs?page=${value}`,
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/blogs', undefined, NAV));
    expect(cardTitles()).toHaveLength(9);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the last page for a page past it', async () => {
    const fetchMock = mockArticles();
    const { router } = renderWithProviders(<BlogsView {...blogsProps()} />, {
      route: '/blogs?page=99999',
    });
    await waitFor(() => expect(cardTitles()).toEqual(['Article 10', 'Article 11', 'Article 12']));
    expect(router.replace).toHaveBeenCalledWith('/blogs?page=2', undefined, NAV);
    expect(callsTo(fetchMock, ARTICLES_ALL).map(([url]) => url.searchParams.get('page'))).toEqual([
      '2',
    ]);
  });

  it("shows a search's last page once its size is known", async () => {
    mockArticles();
    const { router } = renderWithProviders(<BlogsView {...blogsProps()} />, {
      route: '/blogs?keyword=battery&page=4',
    });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/blogs?keyword=battery', undefined, NAV),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Article 5']));
    expect(pager().getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
