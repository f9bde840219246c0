import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { GoodsBadge, ProductCardData } from '@/lib/goods';
import { Picture } from './picture';

const BADGE_LABEL: Record<Exclude<GoodsBadge, null>, string> = {
  new: 'New',
  hot: 'Hot',
  special: 'Special',
};

/** A product tile: square picture, optional badge, title; the whole card is one link. */
export function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <Box
      component={Link}
      href={product.href}
      sx={{
        display: 'block',
        position: 'relative',
        color: 'text.primary',
        textDecoration: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '&:hover, &:focus-visible': { borderColor: 'primary.main' },
      }}
    >
      <Picture
        src={product.picture}
        alt={product.title}
        width={400}
        height={300}
        style={{ width: '100%', height: 'auto', display: 'block', aspectRatio: '4 / 3' }}
      />
      {product.badge ? (
        <Chip
          size="small"
          color={product.badge === 'hot' ? 'secondary' : 'primary'}
          label={BADGE_LABEL[product.badge]}
          sx={{ position: 'absolute', top: 8, left: 8 }}
        />
      ) : null}
      <Typography component="span" sx={{ display: 'block', p: 1.5, fontWeight: 600 }}>
        {product.title}
      </Typography>
    </Box>
  );
}
