import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import type { SiteData } from '@/lib/site-types';
import { useSessionToken } from '../hooks/use-session-token';
import { HEADER_HEIGHT } from '../layout-constants';
import {
  mobileNavItems,
  personalCenterEntry,
  personalCenterItem,
  serviceCenterPath,
  topNavItems,
} from '../menu';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { LazySignOutConfirm } from './lazy-sign-out-confirm';
import { ShellIconButton, ShellIconLink } from './shell-icon-button';
import { SiteLogo } from './site-logo';

// The search row and the mobile menu are fetched when first asked for (or when the
// pointer or focus reaches their toggle): most visits never open them.
const SearchRow = dynamic(() => import('./search-row').then((m) => m.SearchRow), {
  ssr: false,
});
const MobileMenu = dynamic(() => import('./mobile-menu').then((m) => m.MobileMenu), {
  ssr: false,
});
// A failed early fetch is harmless: the click asks again (and reports a real failure).
const preloadSearchRow = () => void import('./search-row').catch(() => undefined);
const preloadMobileMenu = () => void import('./mobile-menu').catch(() => undefined);

/**
 * The sticky site header (spec 1, 2.12): 70px, 120px with the search row open.
 * Desktop and mobile parts are switched by CSS at the lg breakpoint (above 1024px), so the
 * server HTML already carries the menu and nothing moves when the page hydrates.
 */
export function Header({ site }: { site: SiteData }) {
  const { events } = useRouter();
  const token = useSessionToken();
  const searchId = useId();
  const mobileId = useId();
  const [searchOpen, setSearchOpen] = useState(false);
  // Each opening mounts a fresh search box: keyword and type start empty.
  const [searchRun, setSearchRun] = useState(0);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The mobile menu stays mounted once used, so it can animate its closing.
  const [mobileUsed, setMobileUsed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  useEffect(() => {
    const close = () => setMobileOpen(false);
    events.on('routeChangeStart', close);
    return () => events.off('routeChangeStart', close);
  }, [events]);

  const toggleSearch = () => {
    if (!searchOpen) setSearchRun((run) => run + 1);
    setSearchOpen(!searchOpen);
  };

  const serviceCenter = serviceCenterPath(site.menu);
  const personalCenter = token ? personalCenterItem(site.menu) : null;

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          height: HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, lg: 2 },
          px: { xs: 1, sm: 2, lg: 4 },
        }}
      >
        <ShellIconButton
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls={mobileOpen ? mobileId : undefined}
          onClick={() => {
            setMobileUsed(true);
            setMobileOpen((open) => !open);
          }}
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
          sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </ShellIconButton>
        <SiteLogo src={site.logo} title={site.siteTitle} />
        <DesktopNav items={topNavItems(site.menu)} />
        <Box sx={{ flex: 1, display: { lg: 'none' } }} />
        <ShellIconButton
          aria-label={searchOpen ? 'Close search' : 'Open search'}
          aria-expanded={searchOpen}
          aria-controls={searchOpen ? searchId : undefined}
          onClick={toggleSearch}
          onPointerEnter={preloadSearchRow}
          onFocus={preloadSearchRow}
        >
          {searchOpen ? <CloseIcon /> : <SearchIcon />}
        </ShellIconButton>
        {serviceCenter && (
          <ShellIconLink href={serviceCenter} aria-label="Service Center">
            <SupportAgentIcon />
          </ShellIconLink>
        )}
        <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
          <AccountMenu personalEntry={personalCenterEntry(site.menu)} />
        </Box>
      </Box>
      {searchRun > 0 && (
        <SearchRow
          id={searchId}
          open={searchOpen}
          run={searchRun}
          onSearched={() => setSearchOpen(false)}
        />
      )}
      {mobileUsed && (
        <MobileMenu
          id={mobileId}
          open={mobileOpen}
          items={mobileNavItems(site.menu)}
          personalCenter={personalCenter}
          signedIn={token !== null}
          onSignOut={() => setConfirmOpen(true)}
        />
      )}
      {confirmOpen && <LazySignOutConfirm open onClose={() => setConfirmOpen(false)} />}
    </Box>
  );
}
