/**
 * A page of product cards reads the compare tray through one store: a Compare click
 * re-renders the card it changed, not every card of the page.
 */
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { ProductCard } from '@/components/product-card';
import { clearCompare, resetCompareStoreForTests } from '@/lib/compare-store';
import type { ProductCardData } from '@/lib/goods';
import { renderWithProviders } from '../../render';

const TITLES = ['AD900 Pro', 'AD500 Lite', 'AD300 Smart', 'AD600 Max'];
const CARDS: ProductCardData[] = TITLES.map((title, index) => ({
  id: index + 1,
  title,
  href: `/products/${title.replace(/ /g, '-')}`,
  picture: `http://api.test/${index + 1}.svg`,
  badge: null,
}));

/** How often each card's subtree has committed since the counts were last cleared. */
const commits = new Map<string, number>();

function CountedCards() {
  return (
    <>
      {CARDS.map((product) => (
        <Profiler
          key={product.id}
          id={product.title}
          onRender={(id) => commits.set(id, (commits.get(id) ?? 0) + 1)}
        >
          <ProductCard product={product} />
        </Profiler>
      ))}
    </>
  );
}

beforeEach(() => {
  resetCompareStoreForTests();
  window.localStorage.clear();
});
afterEach(() => {
  act(() => clearCompare());
});

describe('compare toggles on a page of cards', () => {
  it('adding one product re-renders its card only', async () => {
    const { user } = renderWithProviders(<CountedCards />);
    commits.clear();
    await user.click(screen.getByRole('button', { name: 'Compare AD500 Lite' }));
    await expect(
      screen.findByRole('button', { name: 'Compare AD500 Lite', pressed: true }),
    ).resolves.toBeInTheDocument();
    expect(commits.get('AD500 Lite')).toBeGreaterThan(0);
    for (const other of ['AD900 Pro', 'AD300 Smart', 'AD600 Max']) {
      expect({ card: other, commits: commits.get(other) ?? 0 }).toEqual({
        card: other,
        commits: 0,
      });
    }
  });

  it('removing one of two re-renders that card only, and the other stays pressed', async () => {
    const { user } = renderWithProviders(<CountedCards />);
    await user.click(screen.getByRole('button', { name: 'Compare AD900 Pro' }));
    await user.click(screen.getByRole('button', { name: 'Compare AD600 Max' }));
    await screen.findByRole('button', { name: 'Compare AD600 Max', pressed: true });
    commits.clear();
    await user.click(screen.getByRole('button', { name: 'Compare AD900 Pro' }));
    await screen.findByRole('button', { name: 'Compare AD900 Pro', pressed: false });
    expect(screen.getByRole('button', { name: 'Compare AD600 Max' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(commits.get('AD900 Pro')).toBeGreaterThan(0);
    expect(commits.get('AD600 Max') ?? 0).toBe(0);
    expect(commits.get('AD500 Lite') ?? 0).toBe(0);
  });

  it('a change made in another tab (the storage event) reaches the cards', () => {
    renderWithProviders(<CountedCards />);
    act(() => {
      window.localStorage.setItem(
        'compare-tray',
        JSON.stringify([{ slug: 'AD300-Smart', title: 'AD300 Smart', picture: '' }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'compare-tray' }));
    });
    expect(screen.getByRole('button', { name: 'Compare AD300 Smart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Compare AD900 Pro' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
