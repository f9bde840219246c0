import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Prose } from '@/components/prose';
import type { SiteData } from '@/lib/site-types';
import { footerColumns } from '../menu';
import { BackToTop } from './back-to-top';
import { FOOTER_BG, FOOTER_TEXT } from './footer-styles';
import { FooterMenu } from './footer-menu';
import { FooterSocial } from './footer-social';
import { SiteLogo } from './site-logo';
import { TranslateWidget } from './translate-widget';

const proseOnDarkSx = { '& a': { color: 'inherit', textDecoration: 'underline' } } as const;

/** The site footer (spec 1, 2.13); stacks at 1024px and below. */
export function Footer({ site }: { site: SiteData }) {
  return (
    <Box component="footer" sx={{ bgcolor: FOOTER_BG, color: FOOTER_TEXT, pt: 6, pb: 3 }}>
      <Container maxWidth="xl">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(220px, 1fr) 2fr minmax(220px, 1fr)' },
            gap: { xs: 4, lg: 6 },
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ bgcolor: 'common.white', borderRadius: 1, p: 1, alignSelf: 'flex-start' }}>
              <SiteLogo src={site.logo} title={site.siteTitle} />
            </Box>
            <FooterSocial links={site.social} />
            <Prose html={site.contactHtml} sx={proseOnDarkSx} />
          </Box>
          <FooterMenu columns={footerColumns(site.menu)} />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Prose html={site.storeHtml} sx={proseOnDarkSx} />
            <TranslateWidget />
          </Box>
        </Box>
        <Box
          component="hr"
          sx={{
            m: 0,
            my: 3,
            flexShrink: 0,
            border: 0,
            borderBottom: 'thin solid rgba(255, 255, 255, 0.15)',
          }}
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Typography variant="body2">© {site.siteTitle}. All rights reserved.</Typography>
          <BackToTop />
        </Box>
      </Container>
    </Box>
  );
}
