import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Header } from '@/features/shell/components/header';
import { buildSite } from '../../factories/site';
import { callsTo, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';

function goods(id: number, title: string, tag = 1) {
  return {
    goods_id: id,
    goods_title: title,
    goods_picture: `/uploads/${id}.png`,
    goods_tag_id: tag,
  };
}

function mockCategoryGoods() {
  return mockFetch({
    '/api/category/category_goods': (url) => {
      const id = Number(url.searchParams.get('category_id'));
      const byCategory: Record<number, ReturnType<typeof goods>[]> = {
        21: [goods(1, 'Code Reader CR100', 2), goods(2, 'Code Reader CR200', 3)],
        22: [goods(3, 'Battery Tester BT50')],
      };
      const paths: Record<number, string> = {
        21: '/products/code-reader',
        22: '/products/battery-service',
      };
      return {
        code: 200,
        msg: 'ok',
        data: [
          {
            category_id: id,
            category_name: 'x',
            category_paths: paths[id],
            goods_all: byCategory[id] ?? [],
          },
        ],
      };
    },
  });
}

describe('desktop mega menu', () => {
  it('renders the top menu without Home, Personal Center or Service Center items', () => {
    renderWithProviders(<Header site={buildSite()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(nav).getByRole('link', { name: 'Support' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Personal Center' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Service Center' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Service Center' })).toHaveAttribute(
      'href',
      '/service-center',
    );
  });

  it('lists the hovered category products, fetching each category once', async () => {
    const fetchMock = mockCategoryGoods();
    const { user } = renderWithProviders(<Header site={buildSite()} />);
    const products = screen.getByRole('link', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');

    await user.hover(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Products menu' });
    const first = await within(panel).findByRole('link', { name: /Code Reader CR100/ });
    expect(first).toHaveAttribute('href', '/products/Code-Reader-CR100');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all Code Reader' })).toHaveAttribute(
      'href',
      '/products/code-reader',
    );

    // Moving inside the panel (user-event's pointer moves carry no relatedTarget, which
    // React would read as leaving the menu altogether).
    fireEvent.mouseOver(within(panel).getByRole('link', { name: 'Battery Service' }));
    expect(
      await within(panel).findByRole('link', { name: /Battery Tester BT50/ }),
    ).toBeInTheDocument();
    fireEvent.mouseOver(within(panel).getByRole('link', { name: 'Code Reader' }));
    expect(
      await within(panel).findByRole('link', { name: /Code Reader CR100/ }),
    ).toBeInTheDocument();

    const calls = callsTo(fetchMock, '/api/category/category_goods');
    expect(calls.map(([url]) => url.searchParams.get('category_id'))).toEqual(['21', '22']);
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    mockCategoryGoods();
    const { user } = renderWithProviders(<Header site={buildSite()} />);
    const support = screen.getByRole('link', { name: 'Support' });
    act(() => support.focus());
    expect(support).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Support menu' });
    // One link per card, named by where it goes (no "Click to view …").
    expect(within(panel).getByRole('link', { name: 'FAQs' })).toHaveAttribute(
      'href',
      '/support/faqs',
    );
    expect(within(panel).queryByRole('link', { name: /Click to view/ })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Click to view/)).not.toBeInTheDocument();
    expect(within(panel).getByText('Common questions')).toBeInTheDocument();

    await user.tab();
    expect(within(panel).getByRole('link', { name: 'FAQs' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(support).toHaveAttribute('aria-expanded', 'false');
    expect(support).toHaveFocus();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Support menu' })).not.toBeInTheDocument(),
    );
  });

  it("reaches every category's products by Tab: each category, its products, View all, the next", async () => {
    mockCategoryGoods();
    const { user } = renderWithProviders(<Header site={buildSite()} />);
    const products = screen.getByRole('link', { name: 'Products' });
    act(() => products.focus());
    const panel = await screen.findByRole('region', { name: 'Products menu' });
    await within(panel).findByRole('link', { name: /Code Reader CR100/ });

    const focusedName = () => document.activeElement?.textContent?.trim() ?? '';
    const stops: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      if (!panel.contains(document.activeElement)) break;
      // A category's products load when it is reached; wait for them before going on.
      if (focusedName() === 'Battery Service') {
        await within(panel).findByRole('link', { name: /Battery Tester BT50/ });
      }
      stops.push(focusedName());
    }
    expect(stops).toEqual([
      'Code Reader',
      expect.stringContaining('Code Reader CR100'),
      expect.stringContaining('Code Reader CR200'),
      'View all',
      'Battery Service',
      expect.stringContaining('Battery Tester BT50'),
      'View all',
    ]);
  });
});
