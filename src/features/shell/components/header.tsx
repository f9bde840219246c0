import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import { IconButton, IconLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { closeIcon } from '@/components/ui/icon-paths/close';
import { menuIcon } from '@/components/ui/icon-paths/menu';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { supportAgentIcon } from '@/components/ui/icon-paths/support-agent';
import type { SiteData } from '@/lib/site-types';
import { useSessionToken } from '@/lib/use-session-token';
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
import { SiteLogo } from './site-logo';
import styles from './header.module.css';

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
 * The button that opens and closes a panel of the header (the mobile menu, the search row):
 * "Open menu" / "Close menu", its icon a cross while open; pointer or focus preloads it.
 */
function PanelToggle({
  id,
  name,
  open,
  panelId,
  icon,
  onToggle,
  preload,
  className,
}: {
  id?: string;
  name: string;
  open: boolean;
  panelId: string;
  /** The icon while closed. */
  icon: string;
  onToggle: () => void;
  preload: () => void;
  className?: string;
}) {
  return (
    <IconButton
      id={id}
      aria-label={`${open ? 'Close' : 'Open'} ${name}`}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
      onPointerEnter={preload}
      onFocus={preload}
      className={className}
    >
      <Icon path={open ? closeIcon : icon} />
    </IconButton>
  );
}

/**
 * The sticky site header: 70px, 132px with the search row open (the spec's 120px left the
 * search fields no room: docs/spec-deviations.md).
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
  // Each opening mounts a fresh mobile menu: every sub-menu starts closed.
  const [mobileRun, setMobileRun] = useState(0);
  const [confirmOpen, setConfirmOpen] = useState(false);

  useEffect(() => {
    const close = () => setMobileOpen(false);
    events.on('routeChangeStart', close);
    return () => events.off('routeChangeStart', close);
  }, [events]);
  const mobileToggleId = `${mobileId}-toggle`;

  // Escape closes the phone menu and gives its toggle the focus, wherever the focus is. Here,
  // not in the menu's own lazily loaded code: a tap or click opens the menu while that code
  // may still be on its way, and an Escape meanwhile must not be lost. A dialog open over the
  // menu (sign out) handles its own Escape and stops it there.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMobileOpen(false);
      document.getElementById(mobileToggleId)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen, mobileToggleId]);

  const toggleSearch = () => {
    if (!searchOpen) setSearchRun((run) => run + 1);
    setSearchOpen(!searchOpen);
  };

  const toggleMobile = () => {
    if (!mobileOpen) setMobileRun((run) => run + 1);
    setMobileOpen(!mobileOpen);
  };

  const serviceCenter = serviceCenterPath(site.menu);
  const personalCenter = token ? personalCenterItem(site.menu) : null;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <PanelToggle
          id={mobileToggleId}
          name="menu"
          open={mobileOpen}
          panelId={mobileId}
          icon={menuIcon}
          onToggle={toggleMobile}
          preload={preloadMobileMenu}
          className={styles.mobileOnly}
        />
        <SiteLogo src={site.logo} title={site.siteTitle} />
        <DesktopNav items={topNavItems(site.menu)} />
        <div className={styles.spacer} />
        <PanelToggle
          name="search"
          open={searchOpen}
          panelId={searchId}
          icon={searchIcon}
          onToggle={toggleSearch}
          preload={preloadSearchRow}
        />
        {serviceCenter && (
          <IconLink href={serviceCenter} aria-label="Service Center">
            <Icon path={supportAgentIcon} />
          </IconLink>
        )}
        <div className={styles.desktopOnly}>
          <AccountMenu personalEntry={personalCenterEntry(site.menu)} />
        </div>
      </div>
      {searchRun > 0 && (
        <SearchRow
          id={searchId}
          open={searchOpen}
          run={searchRun}
          onSearched={() => setSearchOpen(false)}
        />
      )}
      {mobileRun > 0 && (
        <MobileMenu
          id={mobileId}
          open={mobileOpen}
          run={mobileRun}
          items={mobileNavItems(site.menu)}
          personalCenter={personalCenter}
          signedIn={token !== null}
          onSignOut={() => setConfirmOpen(true)}
        />
      )}
      {confirmOpen && <LazySignOutConfirm open onClose={() => setConfirmOpen(false)} />}
    </header>
  );
}
