import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MuiProvider } from '@/components/mui-provider';
import { useRequireSession } from '@/lib/use-require-session';
import { AccountLayout } from '../components/account-layout';
import type { AccountPageProps } from '../types';
import { accountPages } from './account-pages';

/**
 * Every page of the customer area (the `account` page kind): the frame is server-rendered
 * from the menu; the page itself renders once the browser knows someone is signed in (a
 * visitor without a token goes to /login and comes back after signing in).
 */
export default function AccountView({ name, pageId, menu }: AccountPageProps) {
  const signedIn = useRequireSession();
  const Page = accountPages[pageId];
  return (
    <MuiProvider>
      <AccountLayout menu={menu} title={name}>
        {signedIn ? (
          <Page name={name} menu={menu} />
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={24} />
            <Typography color="text.secondary">Checking your session…</Typography>
          </Box>
        )}
      </AccountLayout>
    </MuiProvider>
  );
}
