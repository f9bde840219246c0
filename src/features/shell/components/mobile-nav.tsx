import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import NextLink from 'next/link';
import { type ReactNode, useId, useState } from 'react';
import { paths } from '@/lib/paths';
import type { MenuItem } from '@/lib/site-types';

const rowLinkSx = {
  flex: 1,
  display: 'block',
  py: 1.5,
  px: 2,
  color: 'text.primary',
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
} as const;

const subLinkSx = {
  ...rowLinkSx,
  pl: 4,
  fontWeight: 400,
  textAlign: 'left',
  width: '100%',
  fontSize: '1rem',
} as const;

interface Props {
  id: string;
  items: MenuItem[];
  /** Shown (with Sign Out) only to signed-in visitors. */
  personalCenter: MenuItem | null;
  signedIn: boolean;
  onSignOut: () => void;
}

/** The mobile accordion menu: one sub-menu open at a time (spec 1, 2.12). */
export function MobileNav({ id, items, personalCenter, signedIn, onSignOut }: Props) {
  const [openId, setOpenId] = useState<number | null>(null);
  const toggle = (itemId: number) => setOpenId((current) => (current === itemId ? null : itemId));

  return (
    <Box component="nav" id={id} aria-label="Mobile" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <MobileNavRow
            key={item.id}
            item={item}
            open={openId === item.id}
            onToggle={() => toggle(item.id)}
          />
        ))}
        {personalCenter && (
          <MobileNavRow
            item={personalCenter}
            open={openId === personalCenter.id}
            onToggle={() => toggle(personalCenter.id)}
            extra={
              <ButtonBase onClick={onSignOut} sx={subLinkSx}>
                Sign Out
              </ButtonBase>
            }
          />
        )}
        {signedIn && !personalCenter && (
          <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <ButtonBase
              onClick={onSignOut}
              sx={{ ...rowLinkSx, width: '100%', justifyContent: 'flex-start', fontSize: '1rem' }}
            >
              Sign Out
            </ButtonBase>
          </Box>
        )}
        {!signedIn && (
          <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Box component={NextLink} href={paths.login()} sx={rowLinkSx}>
              Sign In
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}

function MobileNavRow({
  item,
  open,
  onToggle,
  extra,
}: {
  item: MenuItem;
  open: boolean;
  onToggle: () => void;
  extra?: ReactNode;
}) {
  const subId = useId();
  const hasSub = item.children.length > 0 || extra !== undefined;
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component={NextLink} href={item.path} sx={rowLinkSx}>
          {item.name}
        </Box>
        {hasSub && (
          <IconButton
            aria-label={`${item.name} sub-menu`}
            aria-expanded={open}
            aria-controls={open ? subId : undefined}
            onClick={onToggle}
            sx={{ mr: 1 }}
          >
            <ExpandMoreIcon
              sx={{ transition: 'transform 0.2s', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          </IconButton>
        )}
      </Box>
      {hasSub && (
        <Collapse in={open} id={subId} unmountOnExit>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}>
            {item.children.map((child) => (
              <li key={child.id}>
                <Box component={NextLink} href={child.path} sx={subLinkSx}>
                  {child.name}
                </Box>
              </li>
            ))}
            {extra && <li>{extra}</li>}
          </Box>
        </Collapse>
      )}
    </Box>
  );
}
