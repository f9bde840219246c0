/**
 * The search results page as a visitor sees it: a tab per kind with its count, products as
 * cards, articles as an accordion of their bodies (as the spec asks), a page at a time with links
 * to the other pages, suggestions when nothing matched, its own search box, and the outage page.
 */
import { screen, within } from '@testing-library/react';
import { MSG_SEARCH_UNAVAILABLE } from '@/features/catalogue/search/api/get-search';
import { SEARCH_FIELD_LABEL } from '@/features/catalogue/search/components/search-form';
import { SEARCH_PAGE_SIZE } from '@/features/catalogue/search/paging';
import SearchView from '@/features/catalogue/search/search-view';
import type { SearchPageProps, SearchResult } from '@/features/catalogue/search/types';
import type { ProductCardData } from '@/lib/goods';
import { buildSeo } from '@/lib/seo';
import { buildSite } from '../../factories/site';
import { renderWithProviders } from '../../render';
import { expectLinkTo } from '../../helpers/links';

function card(id: number, title: string): ProductCardData {
  return { id, title, href: `/products/${title.replace(/ /g, '-')}`, picture: '', badge: null };
}

const FOUND: SearchResult = {
  kind: 'results',
  goods: [card(1, 'AD500 OBD2 Scanner'), card(2, 'CR200 OBD2 Code Reader')],
  articles: [
    {
      title: 'What Is an OBD2 Port?',
      html: '<p>Every car since 1996 has one.</p><h3>Where to look</h3><p>Under the dash.</p>',
      href: '/blogs/obd2-port',
    },
    { title: 'Known by title only', html: '<p>A body of its own.</p>', href: null },
  ],
  paging: {
    goods: { page: 1, pages: 1, total: 2 },
    article: { page: 1, pages: 1, total: 2 },
  },
  suggestions: null,
};

const NONE = {
  goods: { page: 1, pages: 1, total: 0 },
  article: { page: 1, pages: 1, total: 0 },
};

function props(overrides: Partial<SearchPageProps> = {}): SearchPageProps {
  return {
    site: buildSite(),
    seo: buildSeo({ name: 'Search', path: '/search' }, 'Diagtools'),
    tab: 'goods',
    keywords: 'OBD-II',
    result: FOUND,
    ...overrides,
  };
}

describe('search results', () => {
  it('shows a tab per kind with its count, products first as cards', () => {
    renderWithProviders(<SearchView {...props()} />);
    const tabs = screen.getByRole('tablist', { name: 'Result types' });
    expect(within(tabs).getByRole('tab', { name: 'Products (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'Articles (2)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel');
    expectLinkTo(panel, /AD500 OBD2 Scanner/, '/products/AD500-OBD2-Scanner');
    expect(within(panel).queryByText('What Is an OBD2 Port?')).not.toBeInTheDocument();
  });

  it('shows articles as an accordion of their bodies, the first open; the tab is kept in the address', async () => {
    const { user, router } = renderWithProviders(<SearchView {...props()} />, {
      route: '/search?type=goods&keywords=OBD-II',
    });
    await user.click(screen.getByRole('tab', { name: 'Articles (2)' }));
    expect(router.replace).toHaveBeenCalledWith(
      '/search?type=article&keywords=OBD-II',
      undefined,
      expect.objectContaining({ shallow: true }),
    );
    const found = screen.getByRole('region', { name: 'Articles found' });
    const first = within(found).getByRole('button', { name: 'What Is an OBD2 Port?' });
    const second = within(found).getByRole('button', { name: 'Known by title only' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    // The panel holds the article's HTML body, markup and all, and a link to its page.
    const firstPanel = screen.getByRole('region', { name: 'What Is an OBD2 Port?' });
    expect(within(firstPanel).getByRole('heading', { name: 'Where to look' })).toBeVisible();
    expect(firstPanel).toHaveTextContent('Every car since 1996 has one.');
    expect(
      within(firstPanel).getByRole('link', { name: /^Read the article\W+What Is an OBD2 Port\?$/ }),
    ).toHaveAttribute('href', '/blogs/obd2-port');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    const secondPanel = screen.getByRole('region', { name: 'Known by title only' });
    expect(secondPanel).toHaveTextContent('A body of its own.');
    expect(within(secondPanel).queryByRole('link')).not.toBeInTheDocument();

    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Articles pages' })).not.toBeInTheDocument();
  });

  it('opens on the articles tab when the page says so', () => {
    renderWithProviders(<SearchView {...props({ tab: 'article' })} />);
    expect(screen.getByRole('tab', { name: 'Articles (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Articles found' })).toBeInTheDocument();
  });

  it('an empty tab says so and leads to the other one', async () => {
    const result: SearchResult = {
      ...FOUND,
      goods: [],
      paging: { ...NONE, article: { page: 1, pages: 1, total: 2 } },
    } as SearchResult;
    const { user } = renderWithProviders(<SearchView {...props({ result })} />);
    expect(screen.getByRole('status')).toHaveTextContent('No products for “OBD-II”.');
    await user.click(screen.getByRole('button', { name: 'See the articles found (2)' }));
    expect(screen.getByRole('tab', { name: 'Articles (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('search results, a page at a time', () => {
  const many = (count: number, from = 1) =>
    Array.from({ length: count }, (_, i) => card(from + i, `Scan Tool ${from + i}`));

  it("shows one page of the tab's results and links to the other pages", async () => {
    const result: SearchResult = {
      kind: 'results',
      goods: many(SEARCH_PAGE_SIZE.goods, SEARCH_PAGE_SIZE.goods + 1),
      articles: FOUND.kind === 'results' ? FOUND.articles : [],
      paging: {
        goods: { page: 2, pages: 4, total: SEARCH_PAGE_SIZE.goods * 3 + 7 },
        article: { page: 1, pages: 3, total: 25 },
      },
      suggestions: null,
    };
    const { user, router } = renderWithProviders(<SearchView {...props({ result })} />, {
      route: '/search?type=goods&keywords=OBD-II&page=2',
    });
    expect(
      screen.getByRole('tab', { name: `Products (${SEARCH_PAGE_SIZE.goods * 3 + 7})` }),
    ).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('link', { name: /^Scan Tool/ })).toHaveLength(
      SEARCH_PAGE_SIZE.goods,
    );
    const pager = within(panel).getByRole('navigation', { name: 'Products pages' });
    expectLinkTo(pager, 'Go to next page', '/search?type=goods&keywords=OBD-II&page=3');
    expectLinkTo(pager, 'Go to previous page', '/search?type=goods&keywords=OBD-II');
    expect(within(pager).getByRole('link', { name: 'page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expectLinkTo(pager, 'Go to page 4', '/search?type=goods&keywords=OBD-II&page=4');

    // The articles tab: its own first page and its own pager; the address follows.
    await user.click(screen.getByRole('tab', { name: 'Articles (25)' }));
    expect(router.replace).toHaveBeenCalledWith(
      '/search?type=article&keywords=OBD-II',
      undefined,
      expect.objectContaining({ shallow: true }),
    );
    const articlePager = screen.getByRole('navigation', { name: 'Articles pages' });
    expectLinkTo(articlePager, 'Go to next page', '/search?type=article&keywords=OBD-II&page=2');
    expect(
      within(articlePager).queryByRole('link', { name: 'Go to previous page' }),
    ).not.toBeInTheDocument();
  });
});

describe('search without results', () => {
  it('says so and offers the nearest names and popular products', () => {
    const result: SearchResult = {
      kind: 'results',
      goods: [],
      articles: [],
      paging: NONE,
      suggestions: {
        names: [
          { kind: 'goods', title: 'AD900 Pro Scan Tool', href: '/products/AD900-Pro-Scan-Tool' },
          { kind: 'article', title: 'AD900 review', href: '/blogs/ad900-review' },
        ],
        popular: [card(7, 'BT300 Battery Tester')],
      },
    };
    renderWithProviders(<SearchView {...props({ keywords: 'ad990', result })} />);
    expect(screen.getByRole('status')).toHaveTextContent('No results for “ad990”');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const didYouMean = screen.getByRole('region', { name: 'Did you mean' });
    expectLinkTo(didYouMean, 'AD900 Pro Scan Tool', '/products/AD900-Pro-Scan-Tool');
    expect(within(didYouMean).getByRole('link', { name: 'AD900 review' })).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular products' });
    expect(within(popular).getByRole('link', { name: /BT300 Battery Tester/ })).toBeInTheDocument();
  });

  it('says so without suggestions when there are none', () => {
    const result: SearchResult = {
      kind: 'results',
      goods: [],
      articles: [],
      paging: NONE,
      suggestions: null,
    };
    renderWithProviders(<SearchView {...props({ keywords: 'zzz', result })} />);
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzz”');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe("the results page's search box", () => {
  it('keeps the keywords and searches again on the same tab', async () => {
    const { user, router } = renderWithProviders(<SearchView {...props({ tab: 'article' })} />);
    const field = screen.getByLabelText(SEARCH_FIELD_LABEL);
    expect(field).toHaveValue('OBD-II');
    await user.clear(field);
    await user.type(field, 'batery tester{Enter}');
    expect(router.push).toHaveBeenCalledWith('/search?type=article&keywords=batery+tester');
  });

  it('warns on empty keywords instead of searching', async () => {
    const { user, router } = renderWithProviders(<SearchView {...props()} />);
    await user.clear(screen.getByLabelText(SEARCH_FIELD_LABEL));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter keywords')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('search messages and outage', () => {
  it('shows a message (no keywords, a refusal) as a status', () => {
    renderWithProviders(
      <SearchView
        {...props({ keywords: '', result: { kind: 'message', message: 'Please enter keywords' } })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Please enter keywords');
  });

  it("is the site's own page while the API is down: header, footer, message, Try again", async () => {
    const site = buildSite({ siteTitle: 'Last good shell' });
    const { router, user } = renderWithProviders(
      <SearchView
        {...props({ site, result: { kind: 'unavailable', message: MSG_SEARCH_UNAVAILABLE } })}
      />,
      { route: '/search?type=goods&keywords=scanner', site },
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_SEARCH_UNAVAILABLE);
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.reload).toHaveBeenCalledTimes(1);
  });
});
