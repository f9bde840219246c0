import { screen, within } from '@testing-library/react';
import { getInventersTestersPage } from '@/features/partnership/inventers-testers/api/get-inventers-testers';
import InventersTestersView from '@/features/partnership/inventers-testers/inventers-testers-view';
import type { ApiCategory, ApiConfigItem, ApiGoods } from '@/contract/api-types';
import { mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { hrefsIn } from '../../helpers/links';
import { INVENTERS_TESTERS_PROGRAM_ENDPOINTS } from '@/contract/vendor-endpoints/inventers-testers-program';

const config = (id: number, title: string, showId = 1): ApiConfigItem => ({
  configs_id: id,
  configs_title: title,
  configs_subtitle: '',
  configs_content: `<p>About ${title}</p>`,
  configs_picture: `/uploads/config-${id}.png`,
  configs_path: '',
  configs_show_id: showId,
});

const goods = (id: number, title: string) =>
  ({
    goods_id: id,
    goods_title: title,
    goods_picture: `/uploads/goods-${id}.png`,
    goods_tag_id: 1,
  }) as ApiGoods;

async function renderPage() {
  mockFetch({
    [INVENTERS_TESTERS_PROGRAM_ENDPOINTS.inventersTestersProgramAll.path]: {
      code: 200,
      msg: 'ok',
      category_find: { category_name: 'Inventers Testers Program', category_picture: '' },
      configs_all: [
        config(69, 'Test before launch'),
        config(70, 'What you get'),
        config(71, 'Free tools'),
        config(72, 'Early access'),
        config(73, 'Hidden benefit', 2),
        config(74, 'Direct line'),
        config(75, 'Apply'),
        config(76, 'Test'),
        config(77, 'Report'),
        config(78, 'Keep'),
      ],
      goods_all: [goods(1, 'Scan Pro 5000'), goods(2, 'Battery Tester BT 100')],
    },
  });
  const props = await getInventersTestersPage({ category_name: 'Tree' } as ApiCategory);
  if (!props) throw new Error('no props');
  return renderWithProviders(<InventersTestersView {...props} />);
}

describe('inventers testers page', () => {
  it('links every product of the carousel to /products/{title with hyphens}', async () => {
    await renderPage();
    const carousel = screen.getByRole('region', { name: 'Discover our products' });
    expect(screen.getByRole('heading', { name: 'Discover our products' })).toBeInTheDocument();
    const links = within(carousel).getAllByRole('link');
    expect(hrefsIn(carousel)).toEqual([
      '/products/Scan-Pro-5000',
      '/products/Battery-Tester-BT-100',
    ]);
    // The API's photo (a PNG), resized by the image optimizer: the carousel's widest candidate.
    expect(within(links[0]).getByRole('img', { name: 'Scan Pro 5000' })).toHaveAttribute(
      'src',
      '/_next/image?url=/api/pictures/uploads/goods-1.png&w=1600&q=70',
    );
    expect(links[1]).toHaveTextContent('Battery Tester BT 100');
  });

  it('shows the intro, the benefits with their list and the cards, without hidden blocks', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Inventers Testers Program' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Test before launch' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Test before launch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you get' })).toBeInTheDocument();
    for (const title of [
      'Free tools',
      'Early access',
      'Direct line',
      'Apply',
      'Test',
      'Report',
      'Keep',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByText('Hidden benefit')).not.toBeInTheDocument();
  });
});
