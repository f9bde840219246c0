import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { Picture } from '@/components/picture';
import type { MenuItem } from '@/lib/site-types';
import { megaLinkSx } from './mega-menu-styles';

const CARD_WIDTH = 240;
const CARD_HEIGHT = 135;

/** A menu's panel for anything but products: picture, name, introduction, Click to view. */
export function CategoryMegaPanel({ item }: { item: MenuItem }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${CARD_WIDTH}px, 1fr))`,
        gap: 3,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {item.children.map((child) => (
        <Box
          component="li"
          key={child.id}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {child.picture && (
            <Picture
              src={child.picture}
              alt=""
              width={CARD_WIDTH}
              height={CARD_HEIGHT}
              style={{ objectFit: 'cover', width: '100%', height: 'auto', borderRadius: 6 }}
            />
          )}
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {child.name}
          </Typography>
          {child.introduce && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {child.introduce}
            </Typography>
          )}
          <Box
            component={NextLink}
            href={child.path}
            aria-label={`Click to view ${child.name}`}
            sx={{ ...megaLinkSx, color: 'primary.main', mt: 'auto' }}
          >
            Click to view
          </Box>
        </Box>
      ))}
    </Box>
  );
}
