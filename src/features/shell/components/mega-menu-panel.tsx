import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { MenuItem } from '@/lib/site-types';
import { PRODUCT_MENU_COMPONENT } from '../menu';
import { CategoryMegaPanel } from './category-mega-panel';
import { ProductMegaPanel } from './product-mega-panel';

/** The full-width sub-menu under the header: products for the product menu, cards otherwise. */
export function MegaMenuPanel({ id, item }: { id: string; item: MenuItem }) {
  return (
    <Box
      id={id}
      role="region"
      aria-label={`${item.name} menu`}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 12px 24px rgba(15, 27, 45, 0.12)',
        py: 3,
        maxHeight: 'calc(100vh - 120px)',
        overflowY: 'auto',
      }}
    >
      <Container maxWidth="xl">
        {item.component === PRODUCT_MENU_COMPONENT ? (
          <ProductMegaPanel item={item} />
        ) : (
          <CategoryMegaPanel item={item} />
        )}
      </Container>
    </Box>
  );
}
