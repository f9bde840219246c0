import { GridList } from '@/components/grid-list';
import { ProductCard } from '@/components/product-card';
import { PICTURE_SIZES } from '@/config/images';
import type { ProductCardData } from '@/lib/goods';

/** Products found (or suggested) as cards: 6 per row on wide screens, then 4, 3 and 2. */
export function ProductResults({
  products,
  label,
}: {
  products: ProductCardData[];
  label: string;
}) {
  return (
    <GridList columns={{ xs: 2, sm: 3, md: 4, lg: 6 }} label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} sizes={PICTURE_SIZES.productGrid} />
        </li>
      ))}
    </GridList>
  );
}
