import { Link } from '@/components/ui/link';
import { type CSSProperties, useState } from 'react';
import type { MenuItem } from '@/lib/site-types';
import { MegaMenuGoods } from './mega-menu-goods';
import styles from './product-mega-panel.module.css';

/**
 * The product menu's panel: sub-categories on the left; hovering or focusing one lists its
 * products on the right (each category fetched once and cached). The products follow their
 * category in the document, so Tab goes from a category into its products and View all, then
 * on to the next category: every product card of every category is reached by keyboard, in
 * reading order. The grid draws the products in the right-hand column all the same.
 */
export function ProductMegaPanel({ item }: { item: MenuItem }) {
  const categories = item.children.length > 0 ? item.children : [item];
  const [activeId, setActiveId] = useState(categories[0].id);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];
  // One row per category, then one that takes what the products need beyond them.
  const rows: CSSProperties = { gridTemplateRows: `repeat(${categories.length}, auto) 1fr` };

  return (
    <ul className={styles.panel} style={rows}>
      {categories.map((category, index) => {
        const isActive = category.id === active.id;
        return (
          <li key={category.id} className={styles.entry}>
            <Link
              href={category.path}
              onMouseEnter={() => setActiveId(category.id)}
              onFocus={() => setActiveId(category.id)}
              aria-current={isActive ? 'true' : undefined}
              className={styles.category}
              style={{ gridRow: index + 1 }}
            >
              {category.name}
            </Link>
            {isActive ? (
              <div className={styles.goods}>
                <MegaMenuGoods category={category} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
