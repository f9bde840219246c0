import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { MenuItem } from '@/lib/site-types';
import { HEADER_HEIGHT } from '../layout-constants';
import { MobileNav } from './mobile-nav';

interface Props {
  id: string;
  open: boolean;
  items: MenuItem[];
  personalCenter: MenuItem | null;
  signedIn: boolean;
  onSignOut: () => void;
}

/**
 * The header's collapsible mobile menu, loaded the first time the menu toggle is used.
 * `appear` runs the opening animation even when it mounts already open.
 */
export function MobileMenu({ open, ...navProps }: Props) {
  return (
    <Collapse in={open} appear unmountOnExit sx={{ display: { lg: 'none' } }}>
      <Box sx={{ maxHeight: `calc(100vh - ${HEADER_HEIGHT}px)`, overflowY: 'auto' }}>
        <MobileNav {...navProps} />
      </Box>
    </Collapse>
  );
}
