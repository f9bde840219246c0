import { screen, waitFor, within } from '@testing-library/react';
import BlogsView from '@/features/content/views/blogs-view';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { articlesAllResponse, blogsProps } from './fixtures';

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
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
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
