import { screen, within } from '@testing-library/react';
import type { ProductDetailProps } from '@/features/catalogue/types';
import ProductDetailView from '@/features/catalogue/product-detail/product-detail-view';
import { renderWithProviders } from '../../render';

function props(overrides: Partial<ProductDetailProps> = {}): ProductDetailProps {
  return {
    id: 1,
    title: 'AD900 Pro Scan Tool',
    picture: 'http://api.test/ad900.svg',
    bannerPicture: 'http://api.test/banner.svg',
    media: [
      { type: 'image', src: 'http://api.test/front.svg', poster: '' },
      { type: 'image', src: 'http://api.test/side.svg', poster: '' },
      { type: 'video', src: 'http://api.test/demo.mp4', poster: 'http://api.test/ad900.svg' },
    ],
    price: 326.99,
    crossedPrice: 449.99,
    discount: 27,
    likeCount: 1202,
    describeHtml: '<p>A professional scan tool.</p>',
    detailsHtml: '<h3>Raw details</h3>',
    links: [{ name: 'Amazon', href: 'https://www.amazon.com/s?k=AD900', picture: '' }],
    accessories: [{ name: 'Carrying Case', picture: 'http://api.test/case.svg' }],
    detailBlocks: [
      { name: 'Full System Diagnosis', contentHtml: '<p>Every module.</p>', picture: '' },
    ],
    specifications: [
      { name: 'Model', details: 'AD900' },
      { name: 'Display', details: '8-inch IPS' },
    ],
    updateTerms: null,
    faqs: [{ question: 'Does it support CAN FD?', answerHtml: '<p>Yes, it does.</p>' }],
    comparisonPicture: 'http://api.test/comparison.svg',
    shareUrl: 'http://localhost:3000/products/AD900-Pro-Scan-Tool',
    ...overrides,
  };
}

describe('product detail', () => {
  it('toggles the description between Read More and Retract', async () => {
    const { user } = renderWithProviders(<ProductDetailView {...props()} />);
    const toggle = screen.getByRole('button', { name: 'Read More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('A professional scan tool.')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Retract' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Retract' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('shows title, likes, price with percent off, share and purchase links', () => {
    renderWithProviders(<ProductDetailView {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'AD900 Pro Scan Tool' })).toBeVisible();
    expect(screen.getByText('1,202 likes')).toBeInTheDocument();
    expect(screen.getByText('$326.99')).toBeInTheDocument();
    expect(screen.getByText('$449.99')).toBeInTheDocument();
    expect(screen.getByText('27% OFF')).toBeInTheDocument();
    const facebook = screen.getByRole('link', { name: 'Share on Facebook' });
    expect(facebook).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A3000%2Fproducts%2FAD900-Pro-Scan-Tool',
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toMatch(
      /^https:\/\/x\.com\/intent\/post\?url=/,
    );
    expect(screen.getByRole('link', { name: 'Buy on Amazon' })).toHaveAttribute(
      'href',
      'https://www.amazon.com/s?k=AD900',
    );
  });

  it('switches the gallery to a thumbnail, videos included', async () => {
    const { user, container } = renderWithProviders(<ProductDetailView {...props()} />);
    await user.click(screen.getByRole('button', { name: /Show .* video 3 of 3/ }));
    expect(container.querySelector('video')).toHaveAttribute('src', 'http://api.test/demo.mp4');
    await user.click(screen.getByRole('button', { name: /Show .* image 2 of 3/ }));
    expect(screen.getByRole('img', { name: 'AD900 Pro Scan Tool image 2 of 3' })).toHaveAttribute(
      'src',
      'http://api.test/side.svg',
    );
  });

  it('shows detail blocks, two-column specifications, Q:/A: FAQs and Keep Exploring', () => {
    renderWithProviders(<ProductDetailView {...props()} />);
    expect(screen.getByRole('heading', { name: 'Accessory overview' })).toBeInTheDocument();
    expect(screen.getByText('Carrying Case')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Full System Diagnosis' })).toBeInTheDocument();
    expect(screen.queryByText('Raw details')).not.toBeInTheDocument();
    const specs = screen.getByRole('region', { name: 'Specifications' });
    expect(within(specs).getByText('Model')).toBeInTheDocument();
    expect(within(specs).getByText('8-inch IPS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Q: Does it support CAN FD?' })).toBeInTheDocument();
    expect(screen.getByText('A:')).toBeInTheDocument();
    expect(screen.getByText('Yes, it does.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keep Exploring' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'AD900 Pro Scan Tool comparison' })).toBeInTheDocument();
  });

  it("shows the goods' banner picture above the gallery", () => {
    const { container } = renderWithProviders(<ProductDetailView {...props()} />);
    const banner = container.querySelector('[data-page-banner] img');
    expect(banner).toHaveAttribute('src', expect.stringContaining('banner.svg'));
    // Decorative: the title is the h1 beside the gallery, not repeated over the picture.
    expect(banner).toHaveAttribute('alt', '');
    const gallery = screen.getByRole('region', { name: 'AD900 Pro Scan Tool gallery' });
    expect(
      banner!.compareDocumentPosition(gallery) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("states the spec's sample update terms where the record has none", () => {
    renderWithProviders(<ProductDetailView {...props()} />);
    expect(screen.getByTestId('update-terms')).toHaveTextContent(
      'Software updates: Free software updates for 3 years, then an annual subscription of 99 USD.',
    );
  });

  it("states the record's own update terms when it has them", () => {
    renderWithProviders(<ProductDetailView {...props({ updateTerms: '2 years free' })} />);
    expect(screen.getByTestId('update-terms')).toHaveTextContent('Software updates: 2 years free');
    expect(screen.getByTestId('update-terms')).not.toHaveTextContent('99 USD');
  });

  it('where to buy: every store the record lists, and the dealers and retail stores', () => {
    const links = ['Amazon', 'eBay', 'Walmart', 'Official Store'].map((name) => ({
      name,
      href: `https://${name.replace(/ /g, '').toLowerCase()}.example/s?k=AD900`,
      picture: '',
    }));
    renderWithProviders(<ProductDetailView {...props({ links })} />);
    const stores = screen.getByRole('list', { name: 'Online stores' });
    expect(within(stores).getAllByRole('link')).toHaveLength(4);
    expect(
      screen.getByRole('link', { name: 'Find a dealer or retail store near you' }),
    ).toHaveAttribute('href', '/where-to-buy');
  });

  it('falls back to the raw details HTML when there are no blocks', () => {
    renderWithProviders(<ProductDetailView {...props({ detailBlocks: [] })} />);
    expect(screen.getByRole('heading', { name: 'Raw details' })).toBeInTheDocument();
  });
});
