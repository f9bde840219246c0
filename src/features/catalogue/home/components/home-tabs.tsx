import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { CATALOGUE_PER_VIEW, Carousel } from '@/components/carousel';
import { ProductCard } from '@/components/product-card';
import { Container } from '@/components/ui/container';
import { Tabs } from '@/components/ui/tabs';
import typo from '@/styles/typography.module.css';
import type { HomeProps } from '@/features/catalogue/types';
import styles from './home-tabs.module.css';

/** One tab per tabsCategoryList entry; the selected tab's goods in a carousel. */
export function HomeTabs({ tabs }: { tabs: HomeProps['tabs'] }) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  if (!selected) return null;
  const panelId = `home-tab-panel-${selected.id}`;

  return (
    <section aria-labelledby="home-tabs-title" className={styles.section}>
      <Container>
        <h2 id="home-tabs-title" className={clsx(typo.h2, styles.title)}>
          Our Products
        </h2>
        {/* The goods are in the page already: arrows select as they move. */}
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
        <div role="tabpanel" id={panelId} aria-labelledby={`home-tab-${selected.id}`}>
          {selected.products.length > 0 ? (
            // Keyed on the tab: a new slider for each tab's goods.
            <Carousel
              key={selected.id}
              label={`${selected.name} products`}
              perView={CATALOGUE_PER_VIEW}
            >
              {selected.products.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </Carousel>
          ) : (
            <p className={clsx(typo.body1, typo.secondary)}>No products in this category yet.</p>
          )}
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
