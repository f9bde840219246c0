import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { type ReactNode, useState } from 'react';
import { pathOnly } from '@/lib/paths';
import type { AccountMenuItem } from '../types';

const SIDEBAR_WIDTH = 248;

function MenuItems({
  items,
  current,
  depth,
  onNavigate,
}: {
  items: readonly AccountMenuItem[];
  current: string;
  depth: number;
  onNavigate?: () => void;
}) {
  return (
    <>
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ listStyle: 'none' }}>
          <ListItemButton
            component={Link}
            href={item.path}
            selected={current === item.path}
            aria-current={current === item.path ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ pl: 2 + depth * 2, borderRadius: 1 }}
          >
            <ListItemText
              primary={item.name}
              slotProps={{ primary: { sx: { fontWeight: depth === 0 ? 600 : 400 } } }}
            />
          </ListItemButton>
          {item.children.length > 0 && (
            <List disablePadding>
              <MenuItems
                items={item.children}
                current={current}
                depth={depth + 1}
                onNavigate={onNavigate}
              />
            </List>
          )}
        </Box>
      ))}
    </>
  );
}

function SideMenu({
  menu,
  current,
  onNavigate,
}: {
  menu: readonly AccountMenuItem[];
  current: string;
  onNavigate?: () => void;
}) {
  return (
    <List component="nav" aria-label="Personal Center" sx={{ p: 1 }}>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        <MenuItems items={menu} current={current} depth={0} onNavigate={onNavigate} />
      </Box>
    </List>
  );
}

export interface AccountLayoutProps {
  menu: readonly AccountMenuItem[];
  /** The page's heading. */
  title: string;
  children: ReactNode;
}

/** The phone's menu drawer (MUI's Modal, Backdrop and transitions) loads when first opened. */
const Drawer = dynamic(() => import('@mui/material/Drawer'), { ssr: false });

/**
 * The customer area's frame: the side menu built from the "Personal
 * Center" entry and the page beside it; on a phone the menu is a drawer behind a button.
 */
export function AccountLayout({ menu, title, children }: AccountLayoutProps) {
  const router = useRouter();
  const current = pathOnly(router.asPath);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <Paper
          variant="outlined"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 96,
          }}
        >
          <SideMenu menu={menu} current={current} />
        </Paper>
        <Box component="section" aria-labelledby="account-page-title" sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <Button
              variant="outlined"
              startIcon={<MenuIcon />}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              aria-haspopup="dialog"
              sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            >
              Menu
            </Button>
            <Typography
              id="account-page-title"
              variant="h5"
              component="h1"
              sx={{ fontWeight: 600 }}
            >
              {title}
            </Typography>
          </Box>
          {children}
        </Box>
      </Box>
      {drawerUsed ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { md: 'none' } }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
        >
          <SideMenu menu={menu} current={current} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : null}
    </Container>
  );
}
