import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { MenuItem } from '@/lib/site-types';
import { footerLinkSx } from './footer-styles';

/** One column per top-level menu item with children. */
export function FooterMenu({ columns }: { columns: MenuItem[] }) {
  return (
    <Box
      component="nav"
      aria-label="Footer"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(auto-fit, minmax(140px, 1fr))',
        },
        gap: 3,
      }}
    >
      {columns.map((column) => (
        <Box key={column.id}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            <Box component={NextLink} href={column.path} sx={footerLinkSx}>
              {column.name}
            </Box>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {column.children.map((child) => (
              <Box component="li" key={child.id} sx={{ py: 0.5 }}>
                <Box component={NextLink} href={child.path} sx={footerLinkSx}>
                  {child.name}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
