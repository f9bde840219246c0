import { Container } from '@/components/ui/container';
import type { MenuItem } from '@/lib/site-types';
import { PRODUCT_MENU_COMPONENT } from '../menu';
import { CategoryMegaPanel } from './category-mega-panel';
import { ProductMegaPanel } from './product-mega-panel';
import styles from './mega-menu-panel.module.css';

/** The full-width sub-menu under the header: products for the product menu, cards otherwise. */
export function MegaMenuPanel({ id, item }: { id: string; item: MenuItem }) {
  return (
    <div id={id} role="region" aria-label={`${item.name} menu`} className={styles.panel}>
      <Container>
        {item.component === PRODUCT_MENU_COMPONENT ? (
          <ProductMegaPanel item={item} />
        ) : (
          <CategoryMegaPanel item={item} />
        )}
      </Container>
    </div>
  );
}
