import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { type MouseEvent, useId, useState } from 'react';
import { pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { MenuItem as SiteMenuItem } from '@/lib/site-types';
import { useUserInfo } from '../api/get-user-info';
import { useSessionToken } from '../hooks/use-session-token';
import { LazySignOutConfirm } from './lazy-sign-out-confirm';

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
  const [confirmOpen, setConfirmOpen] = useState(false);

  if (!token) {
    return (
      <IconButton aria-label="Sign in" onClick={() => void router.push(paths.login())}>
        <AccountCircleIcon fontSize="large" />
      </IconButton>
    );
  }

  const open = anchor !== null;
  const close = () => setAnchor(null);
  const name = user?.uName || user?.uEmail || '';

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Avatar
          src={user?.uPicture ? pictureUrl(user.uPicture) : undefined}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'primary.main' }}
        >
          {name ? name.charAt(0).toUpperCase() : <AccountCircleIcon />}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {personalEntry && (
          <MenuItem component={NextLink} href={personalEntry.path} onClick={close}>
            {personalEntry.name}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            setConfirmOpen(true);
          }}
        >
          Sign Out
        </MenuItem>
      </Menu>
      {confirmOpen && <LazySignOutConfirm open onClose={() => setConfirmOpen(false)} />}
    </>
  );
}
