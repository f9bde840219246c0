import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { pictureUrl } from '@/lib/format';
import { useAccountQuery } from '../api/account-query';
import { USER_ENDPOINTS } from '@/contract/vendor-endpoints/user';
import { LoadFailure } from '../components/records-table';
import { ProfileEditDialog } from './components/profile-edit-dialog';
import { GetStarted } from './components/get-started';
import { MyTools } from '../passport/components/my-tools';
import { ToolCoverage } from '../coverage-matrix/components/tool-coverage';
import { profileRows } from './profile-fields';
import type { AccountPageViewProps } from '../types';

/**
 * User info: what to do first (for a customer who has not), the customer's tools (their
 * passports and reminders, passport/components/my-tools.tsx), the read-only profile and its
 * Edit dialog. Only the filled fields are listed; the others are named in one line with the
 * button that fills them, not as a column of dashes.
 */
export default function UserInfoView({ menu }: AccountPageViewProps) {
  const { data, error, mutate, isValidating } = useAccountQuery(USER_ENDPOINTS.userEditGet);
  const [editing, setEditing] = useState(false);
  if (!data) {
    return error ? (
      <LoadFailure
        label="Profile"
        load={{ error, retry: () => void mutate(), validating: isValidating }}
      />
    ) : (
      <CircularProgress aria-label="Loading" size={24} />
    );
  }
  const user = data.user_find;
  const rows = profileRows(user);
  const filled = rows.filter(([, value]) => value.trim() !== '');
  const missing = rows.filter(([, value]) => value.trim() === '').map(([label]) => label);
  return (
    <>
      <GetStarted menu={menu} />
      <MyTools menu={menu} variant="section" />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
          <Avatar
            src={pictureUrl(user.uPicture) || undefined}
            alt={user.uName}
            sx={{ width: 64, height: 64 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="p">
              {user.uName}
            </Typography>
            <Typography color="text.secondary">{user.uEmail}</Typography>
          </Box>
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1,
            m: 0,
          }}
        >
          {filled.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {missing.length > 0 && (
          <Box
            data-profile-missing=""
            sx={{
              mt: 3,
              pt: 2,
              borderTop: 1,
              borderColor: 'divider',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
            }}
          >
            <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
              {`Not filled in yet: ${missing.join(', ')}.`}
            </Typography>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Complete your profile
            </Button>
          </Box>
        )}
        <ProfileEditDialog
          open={editing}
          user={user}
          countries={data.country_all}
          onClose={() => setEditing(false)}
        />
      </Paper>
    </>
  );
}

/**
 * My tools: a passport per device the customer owns (our own page beside the spec's), each
 * with its coverage of the customer's cars. Kept in User info's module on purpose, so both
 * pages load one chunk: a chunk of its own for this page made Turbopack split the shell's
 * chunk differently and put /products over its JavaScript budget (docs/performance.md).
 */
export function MyToolsView({ menu }: AccountPageViewProps) {
  return (
    <MyTools
      menu={menu}
      variant="page"
      coverageOf={(passport, models) => <ToolCoverage tool={passport.modelName} models={models} />}
    />
  );
}
