/** Compare: the card's toggle, the tray (up to four, kept in storage), the page and the product page. */
import { act, screen, within } from '@testing-library/react';
import CompareTray from '@/components/compare-tray';
import { ProductCard } from '@/components/product-card';
import CompareView from '@/features/catalogue/compare/compare-view';
import type { ComparePageProps } from '@/features/catalogue/compare/types';
import ProductDetailView from '@/features/catalogue/product-detail/product-detail-view';
import type { ProductDetailProps } from '@/features/catalogue/types';
import { clearCompare, COMPARE_STORAGE_KEY, resetCompareStoreForTests } from '@/lib/compare-store';
import type { ProductCardData } from '@/lib/goods';
import { renderWithProviders } from '../../render';

function card(id: number, title: string): ProductCardData {
  return {
    id,
    title,
    href: `/products/${title.replace(/ /g, '-')}`,
    picture: `http://api.test/${id}.svg`,
    badge: null,
  };
}

const CARDS = ['AD900 Pro', 'AD500 Lite', 'AD300 Smart', 'AD600 Max', 'AD700 Plus'].map((t, i) =>
  card(i + 1, t),
);

function Cards() {
  return (
    <>
      {CARDS.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
      <CompareTray />
    </>
  );
}

beforeEach(() => {
  resetCompareStoreForTests();
});
afterEach(() => {
  act(() => clearCompare());
});

describe('compare tray', () => {
  it('adds a product from its card, and the card says it is in', async () => {
    const { user } = renderWithProviders(<Cards />);
    const button = screen.getByRole('button', { name: 'Compare AD900 Pro' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const tray = screen.getByRole('region', { name: /Compare/ });
    expect(within(tray).getByText('AD900 Pro')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([
      { slug: 'AD900-Pro', title: 'AD900 Pro', picture: 'http://api.test/1.svg' },
    ]);
  });

  it('holds four: a fifth is refused with a message, and nothing is added', async () => {
    const { user } = renderWithProviders(<Cards />);
    for (const product of CARDS.slice(0, 4)) {
      await user.click(screen.getByRole('button', { name: `Compare ${product.title}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Compare AD700 Plus' }));
    expect(screen.getByRole('button', { name: 'Compare AD700 Plus' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can compare up to 4 products. Remove one from the tray to add AD700 Plus.',
    );
    expect(screen.getByRole('link', { name: 'Compare 4 products' })).toHaveAttribute(
      'href',
      '/compare?products=AD900-Pro,AD500-Lite,AD300-Smart,AD600-Max',
    );
  });

  it('keeps the full-tray notice on its page: it does not follow to the comparison', async () => {
    const { user, router } = renderWithProviders(<Cards />, { route: '/products' });
    for (const product of CARDS.slice(0, 4)) {
      await user.click(screen.getByRole('button', { name: `Compare ${product.title}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Compare AD700 Plus' }));
    expect(screen.getByRole('status')).toHaveTextContent('You can compare up to 4 products.');
    await act(() => router.push('/compare?products=AD900-Pro,AD500-Lite,AD300-Smart,AD600-Max'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText(/You can compare up to 4 products/)).not.toBeInTheDocument();
    // The tray itself stays.
    expect(screen.getByRole('region', { name: /Compare/ })).toHaveAccessibleName('Compare 4 of 4');
  });

  it('starts from what storage holds (another page, a reload)', () => {
    window.localStorage.setItem(
      COMPARE_STORAGE_KEY,
      JSON.stringify([{ slug: 'AD500-Lite', title: 'AD500 Lite', picture: '' }, { bad: 1 }]),
    );
    renderWithProviders(<Cards />);
    expect(screen.getByRole('button', { name: 'Compare AD500 Lite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/compare?products=AD500-Lite',
    );
  });

  it('removes a product and moves the focus to the tray heading', async () => {
    const { user } = renderWithProviders(<Cards />);
    await user.click(screen.getByRole('button', { name: 'Compare AD900 Pro' }));
    await user.click(screen.getByRole('button', { name: 'Compare AD500 Lite' }));
    await user.click(screen.getByRole('button', { name: 'Remove AD900 Pro from comparison' }));
    expect(screen.getByRole('heading', { name: /Compare 1 of 4/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Compare AD900 Pro' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

function pageProps(overrides: Partial<ComparePageProps> = {}): ComparePageProps {
  return {
    site: null,
    seo: { title: 'Compare', description: '', keywords: '', canonical: '', ogImage: '' },
    products: [
      {
        slug: 'AD900-Pro',
        title: 'AD900 Pro',
        href: '/products/AD900-Pro',
        picture: '',
        price: 300,
        badge: 'hot',
      },
      {
        slug: 'AD500-Lite',
        title: 'AD500 Lite',
        href: '/products/AD500-Lite',
        picture: '',
        price: 100,
        badge: null,
      },
    ],
    rows: [
      { name: 'Price', values: ['$300.00', '$100.00'], differs: false, group: 'summary' },
      { name: 'Model', values: ['AD900', 'AD500'], differs: true, group: 'shared' },
      { name: 'Warranty', values: ['2 years', '2 years'], differs: false, group: 'shared' },
      { name: 'Battery', values: ['5000 mAh', null], differs: false, group: 'partial' },
    ],
    unknown: [],
    dropped: [],
    unavailable: false,
    ...overrides,
  } as ComparePageProps;
}

describe('compare page', () => {
  it('marks the specifications that differ, price and a missing value not counted', async () => {
    const { user } = renderWithProviders(<CompareView {...pageProps()} />, {
      route: '/compare?products=AD900-Pro,AD500-Lite',
    });
    const table = screen.getByRole('table');
    const model = within(table).getByRole('row', { name: /^Model/ });
    expect(model).toHaveAttribute('data-differs', 'true');
    expect(within(model).getByText('Differs')).toBeInTheDocument();
    // Price is shown, not counted.
    const price = within(table).getByRole('row', { name: /^Price/ });
    expect(price).toHaveAttribute('data-differs', 'false');
    expect(within(price).queryByText('Differs')).not.toBeInTheDocument();
    // Listed by one product only: "Not listed" for the other, no difference, grouped below.
    const battery = within(table).getByRole('row', { name: /^Battery/ });
    expect(battery).toHaveAttribute('data-differs', 'false');
    expect(within(battery).queryByText('Differs')).not.toBeInTheDocument();
    expect(within(battery).getByText('Not listed')).toBeInTheDocument();
    const groups = within(table).getAllByRole('rowgroup');
    const partial = groups[groups.length - 1];
    expect(
      within(partial).getByRole('rowheader', { name: 'Listed for some of these products only' }),
    ).toBeInTheDocument();
    expect(partial).toContainElement(battery);
    expect(screen.getByText('1 of 3 specifications differ.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(within(table).queryByRole('row', { name: /^Warranty/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /^Battery/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Model/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Price/ })).toBeInTheDocument();
  });

  it('names unknown and left-out slugs, and offers to remove a product', () => {
    renderWithProviders(
      <CompareView {...pageProps({ unknown: ['No-Such-Tool'], dropped: ['AD1000-Max'] })} />,
    );
    expect(screen.getByText(/No product found for “No-Such-Tool”/)).toBeInTheDocument();
    expect(screen.getByText(/“AD1000-Max” is left out/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Remove AD900 Pro from the comparison' }),
    ).toHaveAttribute('href', '/compare?products=AD500-Lite');
  });

  it('scrolls sideways in a named, focusable region', () => {
    renderWithProviders(<CompareView {...pageProps()} />);
    const region = screen.getByRole('region', { name: 'AD900 Pro vs AD500 Lite' });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});

describe('product page and compare', () => {
  const product = {
    id: 1,
    title: 'AD900 Pro',
    picture: 'http://api.test/ad900.svg',
    bannerPicture: 'http://api.test/banner.svg',
    media: [{ type: 'image', src: 'http://api.test/front.svg', poster: '' }],
    price: 300,
    crossedPrice: null,
    discount: 0,
    likeCount: 3,
    updateTerms: null,
    describeHtml: '',
    detailsHtml: '',
    links: [],
    accessories: [],
    detailBlocks: [],
    specifications: [],
    faqs: [],
    comparisonPicture: 'http://api.test/comparison.svg',
    shareUrl: 'http://localhost:3000/products/AD900-Pro',
    categoryModels: {
      products: pageProps().products,
      rows: pageProps().rows.filter((row) => row.differs),
      totalRows: 3,
      href: '/compare?products=AD900-Pro,AD500-Lite',
    },
  } as ProductDetailProps;

  it('has a Compare toggle and compares the category models, linking to /compare', () => {
    renderWithProviders(<ProductDetailView {...product} />);
    expect(screen.getByRole('button', { name: 'Compare AD900 Pro' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Compare the models' });
    expect(within(section).getByRole('table')).toBeInTheDocument();
    expect(within(section).getByText('This product')).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Compare all 3 specifications' }),
    ).toHaveAttribute('href', '/compare?products=AD900-Pro,AD500-Lite');
  });
});
