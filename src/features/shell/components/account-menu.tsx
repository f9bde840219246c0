import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { type MouseEvent, useId, useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { accountCircleIcon } from '@/components/ui/icon-paths/account-circle';
import { pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { MenuItem as SiteMenuItem } from '@/lib/site-types';
import { useUserInfo } from '@/lib/user-info';
import { useSessionToken } from '@/lib/use-session-token';
import { LazySignOutConfirm } from './lazy-sign-out-confirm';
import styles from './account-menu.module.css';

// The dropdown (Menu, Popover, Modal) is fetched when the pointer or focus reaches the
// avatar, at the latest on the first click.
const AccountDropdown = dynamic(() => import('./account-dropdown').then((m) => m.AccountDropdown), {
  ssr: false,
});
// A failed early fetch is harmless: the click asks again (and reports a real failure).
const preloadDropdown = () => void import('./account-dropdown').catch(() => undefined);

/**
 * The avatar: signed out it goes to /login; signed in it opens a menu with the first
 * Personal Center page and Sign Out.
 */
export function AccountMenu({ personalEntry }: { personalEntry: SiteMenuItem | null }) {
  const router = useRouter();
  const token = useSessionToken();
  const user = useUserInfo();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the dropdown stays mounted so it can animate its closing and return focus.
  const [menuUsed, setMenuUsed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  if (!token) {
    return (
      <IconButton aria-label="Sign in" onClick={() => void router.push(paths.login())}>
        <Icon path={accountCircleIcon} size="large" />
      </IconButton>
    );
  }

  const open = anchor !== null;
  const name = user?.uName || user?.uEmail || '';
  const buttonId = `${menuId}-button`;

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preloadDropdown}
        onFocus={preloadDropdown}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setMenuUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <UserAvatar
          src={user?.uPicture ? pictureUrl(user.uPicture) : undefined}
          initial={name ? name.charAt(0).toUpperCase() : ''}
        />
      </IconButton>
      {menuUsed && (
        <AccountDropdown
          id={menuId}
          anchor={anchor}
          personalEntry={personalEntry}
          onClose={() => setAnchor(null)}
          onSignOut={() => setConfirmOpen(true)}
        />
      )}
      {/* The menu item that opened the question is gone with the menu: the avatar takes the focus. */}
      {confirmOpen && (
        <LazySignOutConfirm open onClose={() => setConfirmOpen(false)} returnFocusTo={buttonId} />
      )}
    </>
  );
}

/**
 * The round avatar: the user's picture, else the initial of the name, else an icon.
 * Decorative (the button carries the label), so the picture has an empty alt.
 */
function UserAvatar({ src, initial }: { src?: string; initial: string }) {
  // The src that failed to load: a broken picture falls back to the initial.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = src !== undefined && src !== failedSrc;
  return (
    <span className={clsx(styles.avatar, !showPicture && styles.letter)}>
      {showPicture ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small picture from the API, loaded after sign-in
        <img src={src} alt="" onError={() => setFailedSrc(src)} className={styles.picture} />
      ) : (
        initial || <Icon path={accountCircleIcon} />
      )}
    </span>
  );
}
