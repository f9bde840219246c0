import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProductCard } from '@/components/product-card';
import type { ProductCardData } from '@/lib/goods';

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
    <Box
      component="ul"
      aria-busy={busy}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </Box>
  );
}
