import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SITE_TITLE_FALLBACK } from '@/config/constants';
import { HEADER_HEIGHT } from '../layout-constants';
import { MainContent } from './site-layout';
import { SiteLogo } from './site-logo';
import { SkipLink } from './skip-link';

/** For pages rendered without site data (error pages): a home link and the page. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box
        component="header"
        sx={{
          height: HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          px: { xs: 2, lg: 4 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SiteLogo src="" title={SITE_TITLE_FALLBACK} />
      </Box>
      <MainContent>{children}</MainContent>
    </Box>
  );
}
