import { Link } from '@/components/ui/link';
import { useState } from 'react';
import type { MenuItem } from '@/lib/site-types';
import { MegaMenuGoods } from './mega-menu-goods';
import styles from './product-mega-panel.module.css';

/**
 * The product menu's panel: sub-categories on the left; hovering or focusing one lists
 * its products on the right (each category fetched once and cached).
 */
export function ProductMegaPanel({ item }: { item: MenuItem }) {
  const categories = item.children.length > 0 ? item.children : [item];
  const [activeId, setActiveId] = useState(categories[0].id);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];

  return (
    <div className={styles.panel}>
      <ul className={styles.categories}>
        {categories.map((category) => {
          const isActive = category.id === active.id;
          return (
            <li key={category.id}>
              <Link
                href={category.path}
                onMouseEnter={() => setActiveId(category.id)}
                onFocus={() => setActiveId(category.id)}
                aria-current={isActive ? 'true' : undefined}
                className={styles.category}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
      <MegaMenuGoods category={active} />
    </div>
  );
}
