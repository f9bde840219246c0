import Typography from '@mui/material/Typography';
import { ProductCard } from '@/components/product-card';
import type { ProductCardData } from '@/lib/goods';
import { GridList } from '@/components/grid-list';

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
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <GridList columns={{ xs: 2, md: 3, lg: 4, xl: 6 }} busy={busy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </GridList>
  );
}
