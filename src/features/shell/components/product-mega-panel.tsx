import Box from '@mui/material/Box';
import NextLink from 'next/link';
import { useState } from 'react';
import type { MenuItem } from '@/lib/site-types';
import { MegaMenuGoods } from './mega-menu-goods';
import { megaLinkSx } from './mega-menu-styles';

/**
 * The product menu's panel: sub-categories on the left; hovering or focusing one lists
 * its products on the right (each category fetched once and cached).
 */
export function ProductMegaPanel({ item }: { item: MenuItem }) {
  const categories = item.children.length > 0 ? item.children : [item];
  const [activeId, setActiveId] = useState(categories[0].id);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '240px 1fr', gap: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {categories.map((category) => {
          const isActive = category.id === active.id;
          return (
            <li key={category.id}>
              <Box
                component={NextLink}
                href={category.path}
                onMouseEnter={() => setActiveId(category.id)}
                onFocus={() => setActiveId(category.id)}
                aria-current={isActive ? 'true' : undefined}
                sx={{
                  ...megaLinkSx,
                  display: 'block',
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  bgcolor: isActive ? 'action.selected' : 'transparent',
                  color: isActive ? 'primary.main' : 'text.primary',
                }}
              >
                {category.name}
              </Box>
            </li>
          );
        })}
      </Box>
      <MegaMenuGoods category={active} />
    </Box>
  );
}
