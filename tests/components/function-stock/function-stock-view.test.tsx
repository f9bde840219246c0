import { act, screen, waitFor, within } from '@testing-library/react';
import { getFunctionStockPage } from '@/features/catalogue/function-stock/get-function-stock';
import { LIKES_KEY } from '@/features/catalogue/function-stock/local-likes';
import {
  PLACEHOLDER_PRICE,
  SAMPLE_PRICES_NOTE,
} from '@/features/catalogue/function-stock/placeholder';
import FunctionStockView from '@/features/catalogue/function-stock/function-stock-view';
import type { ApiCategory } from '@/contract/api-types';
import { renderWithProviders } from '../../render';

const category = {
  category_name: 'Function Stock',
  category_introduce: 'Add functions',
  category_details: '<p>Our own details<script>x()</script></p>',
} as ApiCategory;

/** Any call fails the test: the page asks nothing (its grid is the spec's sample data). */
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => Promise.reject(new Error('no call expected')));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  expect(fetchMock).not.toHaveBeenCalled();
});

function renderPage(route?: string, ready = true) {
  const props = getFunctionStockPage(category);
  const rendered = renderWithProviders(
    <FunctionStockView {...props} />,
    route ? { route, ready } : undefined,
  );
  return { props, ...rendered };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Functions' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('function stock page', () => {
  it("renders the sample grid with the page's own texts and classes, with no call", () => {
    const { props } = renderPage();
    expect(props.detailsHtml).toBe('<p>Our own details</p>');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Function Stock');
    expect(screen.getByText('Add functions')).toBeInTheDocument();
    const classes = within(screen.getByRole('group', { name: 'Function class' }));
    expect(classes.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Basic Functions',
      'Special Features',
      'Software Upgrade',
      'Point Card',
    ]);
    const grid = screen.getByRole('list', { name: 'Functions' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    expect(within(cards[0]).getByText(`$${PLACEHOLDER_PRICE}.00`)).toBeInTheDocument();
    expect(within(grid).getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(12);
    expect(screen.getByText('Our own details')).toBeInTheDocument();
    // One page of samples: no pages to go through; and no banner picture (none is sourced).
    expect(screen.queryByRole('navigation', { name: 'Function pages' })).not.toBeInTheDocument();
    const outside = screen.getAllByRole('img').filter((img) => !grid.contains(img));
    expect(outside).toEqual([]);
  });

  it('says the prices are samples, and what each function does', () => {
    renderPage();
    const grid = screen.getByRole('list', { name: 'Functions' });
    // Said before the grid, so no price is read first.
    const note = screen.getByText(SAMPLE_PRICES_NOTE);
    expect(note.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const cards = within(grid).getAllByRole('listitem');
    const summaries = cards.map(
      (card) => within(card).getByRole('heading').nextElementSibling?.textContent,
    );
    expect(summaries.every((summary) => summary && summary.length > 30)).toBe(true);
    expect(new Set(summaries).size).toBe(12);
    const pictures = within(grid)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src'));
    expect(new Set(pictures).size).toBe(12);
  });

  it('shows each sample at 999 with the crossed 1,998 and its saving', () => {
    renderPage();
    const card = within(screen.getByRole('list', { name: 'Functions' }).querySelector('li')!);
    expect(card.getByText('$999.00')).toBeInTheDocument();
    expect(card.getByText(/\$1,998\.00/).closest('s')).not.toBeNull();
    expect(card.getByText('50% off')).toBeInTheDocument();
  });

  it('leaves out details that only repeat the title and the introduction', () => {
    const props = getFunctionStockPage({
      ...category,
      category_details: '<h2>Function Stock</h2><p>Add functions</p><p>Our own details</p>',
    });
    // On the server (the loader), not in the page's first load.
    expect(props.detailsHtml).toBe('<p>Our own details</p>');
    renderWithProviders(<FunctionStockView {...props} />);
    expect(screen.getAllByText('Function Stock')).toHaveLength(1);
    expect(screen.getAllByText('Add functions')).toHaveLength(1);
    expect(screen.getByText('Our own details')).toBeInTheDocument();
  });

  it('folds the brand and sort filters behind one button that names them', async () => {
    const { user } = renderPage();
    const toggle = screen.getByRole('button', { name: 'Filters: All Brands · Most Popular' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('a class button filters the grid by class', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Software Upgrade' }));
    await waitFor(() =>
      expect(titles()).toEqual([
        'BMW ECU Programming Update',
        'Toyota Software Upgrade, 1 Year',
        'Honda ADAS Calibration Package',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Software Upgrade' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('the Sort by list puts the most recent first', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Most Recent' }));
    await waitFor(() => expect(titles()[0]).toBe('Volkswagen Battery Registration Points'));
    expect(titles()).toHaveLength(12);
  });

  it('a brand of a collapsible group filters by brand', async () => {
    const { user } = renderPage();
    const group = screen.getByRole('button', { name: 'A-F' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'BMW' }));
    await waitFor(() =>
      expect(titles()).toEqual(['BMW Key Programming', 'BMW ECU Programming Update']),
    );
    // Empty groups are not listed.
    expect(screen.queryByRole('button', { name: 'M-R' })).not.toBeInTheDocument();
  });

  it('the keyword applies on Enter, with the other filters', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Point Card' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), '  ford {Enter}');
    await waitFor(() => expect(titles()).toEqual(['Ford 100 Point Card']));
  });

  it('says when no sample matches the filters', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Point Card' }));
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'toyota{Enter}');
    expect(await screen.findByText('No functions match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Functions' })).not.toBeInTheDocument();
  });

  it('the like toggle says Liked and Unliked and keeps the like in this browser, with no call', async () => {
    localStorage.removeItem(LIKES_KEY);
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user } = renderPage();
      const like = screen.getByRole('button', { name: 'Like Ford 100 Point Card' });
      expect(like).toHaveAttribute('aria-pressed', 'false');
      const card = within(like.closest('li') as HTMLElement);
      await user.click(like);
      expect(like).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Liked');
      // The sample count (37) and this browser's own like.
      expect(card.getByLabelText('38 likes')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(LIKES_KEY) ?? '[]')).toEqual([10]);

      await user.click(like);
      expect(like).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('status')).toHaveTextContent(/^Unliked$/);
      expect(card.getByLabelText('37 likes')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(LIKES_KEY) ?? '[]')).toEqual([]);
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the likes kept in this browser after a reload', async () => {
    localStorage.setItem(LIKES_KEY, JSON.stringify([2]));
    try {
      renderPage();
      expect(
        await screen.findByRole('button', {
          name: 'Like Volkswagen EPB Service Mode',
          pressed: true,
        }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Like Toyota Oil Service Reset' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    } finally {
      localStorage.removeItem(LIKES_KEY);
    }
  });

  it('builds the page with no call (whatever the API answers)', () => {
    expect(getFunctionStockPage(category).brandGroups.map((g) => g.group)).toEqual([
      'A-F',
      'G-L',
      'M-R',
      'S-Z',
    ]);
  });
});

describe('function stock filters in the address', () => {
  const NAV = { shallow: true, scroll: false };
  const ROUTE = '/function-stock';
  const pressed = (name: string) => screen.getByRole('button', { name });

  it('starts on the filters of the address', async () => {
    const { router } = renderPage(`${ROUTE}?brand=bmw&sort=recent&class=Upgrade&keyword=bmw%20ecu`);
    await waitFor(() => expect(titles()).toEqual(['BMW ECU Programming Update']));
    expect(pressed('BMW')).toHaveAttribute('aria-pressed', 'true');
    // The brand's group opens to show it.
    expect(screen.getByRole('button', { name: 'A-F' })).toHaveAttribute('aria-expanded', 'true');
    expect(pressed('Most Recent')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Software Upgrade')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('bmw ecu');
    // The address is spelt as the filters are.
    expect(router.replace).toHaveBeenCalledWith(
      `${ROUTE}?brand=BMW&sort=recent&class=upgrade&keyword=bmw+ecu`,
      undefined,
      NAV,
    );
  });

  it('shows the unfiltered grid until the router knows the query (hydration)', async () => {
    const { router } = renderPage(`${ROUTE}?class=point`, false);
    expect(titles()).toHaveLength(12);
    expect(pressed('Point Card')).toHaveAttribute('aria-pressed', 'false');
    act(() => router.navigate());
    await waitFor(() =>
      expect(titles()).toEqual([
        'Ford 100 Point Card',
        'Audi 500 Point Card',
        'Volkswagen Battery Registration Points',
      ]),
    );
    expect(pressed('Point Card')).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts each filter in the address from page 1, defaults left out', async () => {
    const { router, user } = renderPage(`${ROUTE}?page=2&ref=mail`);
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
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'toyo{Enter}');
    expect(router.push).toHaveBeenLastCalledWith(
      `${ROUTE}?ref=mail&class=upgrade&keyword=toyo`,
      undefined,
      NAV,
    );
    await user.click(screen.getByRole('button', { name: 'S-Z' }));
    await user.click(pressed('Toyota'));
    expect(router.push).toHaveBeenLastCalledWith(
      `${ROUTE}?ref=mail&class=upgrade&keyword=toyo&brand=Toyota`,
      undefined,
      NAV,
    );
    await waitFor(() => expect(titles()).toEqual(['Toyota Software Upgrade, 1 Year']));
  });

  it('Back and forward change the filters shown', async () => {
    const { router, user } = renderPage(ROUTE);
    await user.click(pressed('Point Card'));
    await waitFor(() => expect(titles()).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'ford{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Ford 100 Point Card']));

    act(() => router.back());
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
    act(() => router.back());
    await waitFor(() => expect(pressed('Point Card')).toHaveAttribute('aria-pressed', 'false'));
    expect(titles()).toHaveLength(12);
    act(() => router.forward());
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(pressed('Point Card')).toHaveAttribute('aria-pressed', 'true');
  });

  it('drops what it does not know: an unknown sort, class or brand, a bad page', async () => {
    const { router } = renderPage(
      `${ROUTE}?sort=cheapest&class=gold&brand=Tesla&page=abc&ref=mail`,
    );
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(`${ROUTE}?ref=mail`, undefined, NAV),
    );
    expect(titles()).toHaveLength(12);
    expect(pressed('Most Popular')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('All Brands')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the last page for a page past it', async () => {
    const { router } = renderPage(`${ROUTE}?class=basic&page=9`);
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(`${ROUTE}?class=basic`, undefined, NAV),
    );
    expect(titles()).toEqual([
      'Toyota Oil Service Reset',
      'Volkswagen EPB Service Mode',
      'Honda SAS Calibration',
    ]);
  });
});
