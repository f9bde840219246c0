import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { CATALOGUE_PER_VIEW, Carousel } from '@/components/carousel';
import { ProductCard } from '@/components/product-card';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Tabs } from '@/components/ui/tabs';
import typo from '@/styles/typography.module.css';
import type { HomeProps, HomeTab } from '@/features/catalogue/types';
import type { ProductCardData } from '@/lib/goods';
import { useHomeTabGoods } from '../api/use-home-tab-goods';
import { useNearView } from './use-near-view';
import styles from './home-tabs.module.css';

/** The most cards any width shows before the slider moves (CATALOGUE_PER_VIEW). */
const FIRST_VIEW = CATALOGUE_PER_VIEW.default;

/** The cards the panel shows, and whose tab they are. */
interface Shown {
  tab: HomeTab;
  products: ProductCardData[];
}

/**
 * One tab per tabsCategoryList entry; the selected tab's goods in a carousel. The page data
 * holds the first tab's goods; the others' are asked for when the visitor points at or
 * focuses the tabs. While they come, the panel keeps the cards it shows (busy), so nothing
 * under it moves. The cards past the first view (only the slider reaches them) have their
 * picture drawn once the section comes near the window, not in the server's HTML.
 */
export function HomeTabs({ tabs }: { tabs: HomeProps['tabs'] }) {
  const [sectionRef, near] = useNearView<HTMLElement>();
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  const goods = useHomeTabGoods(selected?.id, selected?.products ?? null);
  const [shown, setShown] = useState<Shown | null>(
    tabs[0]?.products ? { tab: tabs[0], products: tabs[0].products } : null,
  );
  // State set while rendering: the panel follows the selected tab once its goods are here.
  if (
    selected &&
    goods.products &&
    (shown?.tab !== selected || shown.products !== goods.products)
  ) {
    setShown({ tab: selected, products: goods.products });
  }
  if (!selected) return null;
  const panelId = `home-tab-panel-${selected.id}`;
  const waiting = shown?.tab !== selected;

  return (
    <section ref={sectionRef} aria-labelledby="home-tabs-title" className={styles.section}>
      <Container>
        <h2 id="home-tabs-title" className={clsx(typo.h2, styles.title)}>
          Our Products
        </h2>
        {/* Pointing at or focusing the tabs asks for the other tabs' goods, once. */}
        <div onPointerEnter={goods.prefetch} onFocus={goods.prefetch}>
          {/* One call brings every tab's goods: arrows select as they move. */}
          <Tabs
            label="Product categories"
            tabs={tabs.map((tab) => ({
              value: tab.id,
              label: tab.name,
              id: `home-tab-${tab.id}`,
              controls: tab.id === selected.id ? panelId : undefined,
            }))}
            value={selected.id}
            onChange={setSelectedId}
            selectionFollowsFocus
            className={styles.tabs}
          />
        </div>
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={`home-tab-${selected.id}`}
          aria-busy={waiting && !goods.failed}
          className={clsx(waiting && !goods.failed && styles.waiting)}
        >
          {waiting && goods.failed ? (
            <div className={styles.failed}>
              <p className={clsx(typo.body1, typo.secondary)}>
                The {selected.name} products could not be loaded.
              </p>
              <Button variant="outlined" onClick={() => void goods.retry()}>
                Try again
              </Button>
            </div>
          ) : shown && shown.products.length > 0 ? (
            // Keyed on the tab: a new slider for each tab's goods.
            <Carousel
              key={shown.tab.id}
              label={`${shown.tab.name} products`}
              perView={CATALOGUE_PER_VIEW}
            >
              {shown.products.map((product, index) => (
                <ProductCard
                  key={product.id}
                  // A card without a picture draws none ('' is a picture the API left out).
                  product={near || index < FIRST_VIEW ? product : { ...product, picture: '' }}
                />
              ))}
            </Carousel>
          ) : shown ? (
            <p className={clsx(typo.body1, typo.secondary)}>No products in this category yet.</p>
          ) : null}
          {selected.path ? (
            <div className={styles.viewAll}>
              <Link href={selected.path} className={clsx(typo.body1, typo.primary)}>
                View all {selected.name}
              </Link>
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
