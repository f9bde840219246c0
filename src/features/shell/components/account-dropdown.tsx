import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from '@/components/ui/link';
import { MuiProvider } from '@/components/mui-provider';
import type { MenuItem as SiteMenuItem } from '@/lib/site-types';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  personalEntry: SiteMenuItem | null;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * The avatar's menu: the first Personal Center page and Sign Out. Loaded on first use; MUI's
 * Menu keeps its focus handling and keyboard (hence the provider).
 */
export function AccountDropdown({ id, anchor, personalEntry, onClose, onSignOut }: Props) {
  return (
    <MuiProvider>
      <Menu
        id={id}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {personalEntry && (
          <MenuItem component={Link} href={personalEntry.path} onClick={onClose}>
            {personalEntry.name}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            onClose();
            onSignOut();
          }}
        >
          Sign Out
        </MenuItem>
      </Menu>
    </MuiProvider>
  );
}
