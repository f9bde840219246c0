import { ProductCardGrid } from '@/features/catalogue/products/components/product-grid';
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
    <ProductCardGrid products={products} columns={{ xs: 2, sm: 3, md: 4, lg: 6 }} label={label} />
  );
}
