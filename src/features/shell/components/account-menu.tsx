import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { type MouseEvent, useId, useState } from 'react';
import { pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { MenuItem as SiteMenuItem } from '@/lib/site-types';
import { useUserInfo } from '../api/get-user-info';
import { useSessionToken } from '../hooks/use-session-token';
import { LazySignOutConfirm } from './lazy-sign-out-confirm';
import { ShellIconButton } from './shell-icon-button';

// The dropdown (Menu, Popover, Modal) is fetched when the pointer or focus reaches the
// avatar, at the latest on the first click.
const AccountDropdown = dynamic(() => import('./account-dropdown').then((m) => m.AccountDropdown), {
  ssr: false,
});
// A failed early fetch is harmless: the click asks again (and reports a real failure).
const preloadDropdown = () => void import('./account-dropdown').catch(() => undefined);

const AVATAR_SIZE = 34;

/**
 * The avatar: signed out it goes to /login; signed in it opens a menu with the first
 * Personal Center page and Sign Out (spec 1, 2.12).
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
      <ShellIconButton aria-label="Sign in" onClick={() => void router.push(paths.login())}>
        <AccountCircleIcon fontSize="large" />
      </ShellIconButton>
    );
  }

  const open = anchor !== null;
  const name = user?.uName || user?.uEmail || '';

  return (
    <>
      <ShellIconButton
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
      </ShellIconButton>
      {menuUsed && (
        <AccountDropdown
          id={menuId}
          anchor={anchor}
          personalEntry={personalEntry}
          onClose={() => setAnchor(null)}
          onSignOut={() => setConfirmOpen(true)}
        />
      )}
      {confirmOpen && <LazySignOutConfirm open onClose={() => setConfirmOpen(false)} />}
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
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        fontFamily: (theme: Theme) => theme.typography.fontFamily,
        fontSize: '1.25rem',
        lineHeight: 1,
        borderRadius: '50%',
        overflow: 'hidden',
        userSelect: 'none',
        bgcolor: 'primary.main',
        ...(!showPicture && {
          color: 'background.default',
          '@media (forced-colors: active)': {
            boxSizing: 'border-box',
            border: '1px solid ButtonBorder',
          },
        }),
      }}
    >
      {showPicture ? (
        <Box
          component="img"
          src={src}
          alt=""
          onError={() => setFailedSrc(src)}
          sx={{
            width: '100%',
            height: '100%',
            textAlign: 'center',
            objectFit: 'cover',
            color: 'transparent',
            textIndent: 10000,
          }}
        />
      ) : (
        initial || <AccountCircleIcon />
      )}
    </Box>
  );
}
