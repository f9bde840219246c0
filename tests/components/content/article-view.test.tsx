import { screen, within } from '@testing-library/react';
import { TOC_SCROLL_OFFSET } from '@/features/content/article/components/table-of-contents';
import type { ArticleProps } from '@/features/content/types';
import ArticleView from '@/features/content/article/article-view';
import { renderWithProviders } from '../../render';
import { card } from './fixtures';
import { expectLinkTo, hrefsIn } from '../../helpers/links';

function articleProps(overrides: Partial<ArticleProps> = {}): ArticleProps {
  return {
    id: 1,
    title: 'How to Test a Battery',
    author: 'Jane Doe',
    date: '2026-05-01 10:00:00',
    picture: '',
    bodyHtml:
      '<p>Intro</p><h2 id="before-you-start">Before you start</h2><p>a</p>' +
      '<h3 id="safety">Safety</h3><p>b</p><h2 id="the-test">The test</h2><p>c</p>',
    toc: [
      {
        id: 'before-you-start',
        text: 'Before you start',
        level: 2,
        children: [{ id: 'safety', text: 'Safety', level: 3, children: [] }],
      },
      { id: 'the-test', text: 'The test', level: 2, children: [] },
    ],
    product: {
      title: 'BT500 Battery Tester',
      href: '/products/BT500-Battery-Tester',
      picture: 'http://localhost:4000/uploads/goods/bt500.svg',
      album: [
        'http://localhost:4000/uploads/goods/bt500.svg',
        'http://localhost:4000/uploads/goods/bt500-side.svg',
      ],
      describeHtml: '<p>Tests 12 V batteries.</p>',
      shareUrl: 'http://localhost:3000/products/BT500-Battery-Tester',
      links: [
        {
          name: 'Amazon',
          href: 'https://www.amazon.com/dp/bt500',
          picture: 'http://localhost:4000/uploads/stores/amazon.svg',
        },
      ],
    },
    related: [card(2), card(3)],
    ...overrides,
  };
}

describe('article view', () => {
  it('renders title, byline, body, product and related articles', () => {
    renderWithProviders(<ArticleView {...articleProps()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'How to Test a Battery' })).toBeVisible();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getAllByText('May 1, 2026').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toHaveAttribute(
      'id',
      'before-you-start',
    );
    const product = screen.getByRole('region', { name: 'BT500 Battery Tester' });
    // The picture swiper, the share links and the purchasing channels.
    expect(
      within(product).getByRole('region', { name: 'BT500 Battery Tester pictures' }),
    ).toBeInTheDocument();
    expect(
      within(product).getAllByRole('img', { name: /BT500 Battery Tester, picture/ }),
    ).toHaveLength(2);
    expect(within(product).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      expect.stringContaining(
        encodeURIComponent('http://localhost:3000/products/BT500-Battery-Tester'),
      ),
    );
    expectLinkTo(product, 'Buy on Amazon', 'https://www.amazon.com/dp/bt500');
    expectLinkTo(product, 'View product', '/products/BT500-Battery-Tester');
    const related = screen.getByRole('region', { name: 'Related Articles' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
  });

  it('toggles the product description with Read More and Retract', async () => {
    const { user } = renderWithProviders(<ArticleView {...articleProps()} />);
    const toggle = screen.getByRole('button', { name: 'Read More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Retract' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lists the headings, h3 under h2, and scrolls smoothly with a 50 px offset on click', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    const { user } = renderWithProviders(<ArticleView {...articleProps()} />);
    const toc = screen.getByRole('navigation', { name: 'Table of Contents' });
    expect(hrefsIn(toc)).toEqual(['#before-you-start', '#safety', '#the-test']);
    expect(
      within(toc).getByRole('link', { name: 'Safety' }).closest('ul')?.closest('li'),
    ).toHaveTextContent('Before you start');

    const heading = document.getElementById('the-test') as HTMLElement;
    heading.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    await user.click(within(toc).getByRole('link', { name: 'The test' }));
    expect(TOC_SCROLL_OFFSET).toBe(50);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + 200 - 50, behavior: 'smooth' });
    expect(within(toc).getByRole('link', { name: 'The test' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('shows no table of contents, product or related list when there are none', () => {
    renderWithProviders(
      <ArticleView
        {...articleProps({ toc: [], product: null, related: [], bodyHtml: '<p>x</p>' })}
      />,
    );
    expect(screen.queryByRole('navigation', { name: 'Table of Contents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Related Articles' })).toBeNull();
  });
});
