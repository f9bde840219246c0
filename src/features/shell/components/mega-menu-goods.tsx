import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { Picture } from '@/components/picture';
import { paths } from '@/lib/paths';
import type { MenuItem } from '@/lib/site-types';
import { useCategoryGoods } from '../api/get-category-goods';
import { GoodsBadge } from './goods-badge';
import { megaLinkSx } from './mega-menu-styles';

const MAX_GOODS = 8;
const THUMB = 120;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: `repeat(4, minmax(0, 1fr))`,
  gap: 2,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** The products of one category with a View all link. */
export function MegaMenuGoods({ category }: { category: MenuItem }) {
  const { data, error, isLoading } = useCategoryGoods(category.id);
  const viewAllPath = data?.path || category.path;

  return (
    <Box aria-busy={isLoading} sx={{ minHeight: 2 * (THUMB + 56) }}>
      {isLoading && (
        <Box component="ul" sx={gridSx} aria-label={`Loading ${category.name}`}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton variant="rectangular" width={THUMB} height={THUMB} />
              <Skeleton width="80%" />
            </li>
          ))}
        </Box>
      )}
      {error && (
        <Typography color="text.secondary">The products could not be loaded right now.</Typography>
      )}
      {data && data.goods.length === 0 && (
        <Typography color="text.secondary">No products in this category yet.</Typography>
      )}
      {data && data.goods.length > 0 && (
        <Box component="ul" sx={gridSx}>
          {data.goods.slice(0, MAX_GOODS).map((goods) => (
            <li key={goods.id}>
              <Box
                component={NextLink}
                href={paths.product(goods.title)}
                sx={{ ...megaLinkSx, display: 'flex', flexDirection: 'column', gap: 1 }}
              >
                <Box sx={{ position: 'relative', width: THUMB, height: THUMB }}>
                  <Picture
                    src={goods.picture}
                    alt=""
                    width={THUMB}
                    height={THUMB}
                    style={{ objectFit: 'contain' }}
                  />
                  <GoodsBadge tagId={goods.tagId} />
                </Box>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {goods.title}
                </Typography>
              </Box>
            </li>
          ))}
        </Box>
      )}
      <Box
        component={NextLink}
        href={viewAllPath}
        aria-label={`View all ${category.name}`}
        sx={{ ...megaLinkSx, display: 'inline-block', mt: 2, color: 'primary.main' }}
      >
        View all
      </Box>
    </Box>
  );
}
