import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MuiProvider } from '@/components/mui-provider';
import { useRequireSession } from '@/features/account/hooks/use-require-session';
import { AccountLayout } from './components/account-layout';
import type { AccountPageProps } from './types';
import { accountPages } from './account-pages';

/** A spinner drawn by SVG alone: MUI's CircularProgress would join every first load here. */
function SessionSpinner() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <circle
        cx="12"
        cy="12"
        r="10"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray="47 16"
        strokeLinecap="round"
      >
        <animateTransform
          attributeName="transform"
          type="rotate"
          from="0 12 12"
          to="360 12 12"
          dur="0.9s"
          repeatCount="indefinite"
        />
      </circle>
    </svg>
  );
}

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
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, color: 'primary.main' }}
          >
            <SessionSpinner />
            <Typography color="text.secondary">Checking your session…</Typography>
          </Box>
        )}
      </AccountLayout>
    </MuiProvider>
  );
}
