import clsx from 'clsx';
import { type GridColumns, GridList } from '@/components/grid-list';
import { ProductCard } from '@/components/product-card';
import { PICTURE_SIZES } from '@/config/images';
import type { ProductCardData } from '@/lib/goods';
import typo from '@/styles/typography.module.css';
import styles from './product-grid.module.css';

/** Product cards as a grid list, their pictures sized for the product grid (search too). */
export function ProductCardGrid({
  products,
  ...grid
}: {
  products: ProductCardData[];
  columns: GridColumns;
  label?: string;
  busy?: boolean;
}) {
  return (
    <GridList {...grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} sizes={PICTURE_SIZES.productGrid} />
        </li>
      ))}
    </GridList>
  );
}

/** Cards in a grid: 6 per row on wide screens, 4, 3, then 2 on phones. */
export function ProductGrid({
  products,
  busy = false,
  emptyText = 'No products in this category yet.',
}: {
  products: ProductCardData[];
  busy?: boolean;
  emptyText?: string;
}) {
  if (products.length === 0) {
    return (
      <p className={clsx(typo.body1, typo.secondary, typo.center, styles.empty)}>{emptyText}</p>
    );
  }
  return (
    <ProductCardGrid products={products} columns={{ xs: 2, md: 3, lg: 4, xl: 6 }} busy={busy} />
  );
}
