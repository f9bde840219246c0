import LockOpenIcon from '@mui/icons-material/LockOpen';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/picture';
import { PICTURE_SIZES } from '@/config/images';
import type { ApiMembershipType } from '@/contract/account-api-types';
import { pictureUrl } from '@/lib/format';
import { useStoredUserInfo } from '@/features/account/hooks/use-stored-user-info';
import { useAccountQuery } from '../api/account-query';
import { LoadFailure } from '../components/records-table';
import { USER_TYPE_ENDPOINTS } from '@/contract/vendor-endpoints/user-type';

export const UNLOCKED_LABEL = 'Unlocked';
export const UNLOCK_NOW_LABEL = 'Unlock now';

function MembershipCard({ type }: { type: ApiMembershipType }) {
  const unlocked = type.unlocked === 1;
  return (
    <Card variant="outlined" component="li" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Picture
        src={pictureUrl(type.user_type_picture)}
        alt={type.user_type_name}
        width={800}
        height={600}
        sizes={PICTURE_SIZES.third}
        style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {type.user_type_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {type.user_type_introduce}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          component={Link}
          href={type.user_type_path}
          variant={unlocked ? 'outlined' : 'contained'}
          startIcon={unlocked ? <LockOpenIcon /> : <LockOutlinedIcon />}
          aria-label={`${type.user_type_name}: ${unlocked ? UNLOCKED_LABEL : UNLOCK_NOW_LABEL}`}
        >
          {unlocked ? UNLOCKED_LABEL : UNLOCK_NOW_LABEL}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * Membership: the customer from the stored user info, the
 * unlocked types, and every type with Unlocked / Unlock now, each leading to its own path.
 */
export default function MembershipView() {
  const user = useStoredUserInfo();
  const { data, error, mutate, isValidating } = useAccountQuery(USER_TYPE_ENDPOINTS.userTypeAll);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Avatar
            src={pictureUrl(user?.uPicture) || undefined}
            alt={user?.uName ?? ''}
            sx={{ width: 64, height: 64 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p">
              {user?.uName}
            </Typography>
            <Typography color="text.secondary">{user?.uEmail}</Typography>
          </Box>
        </Box>
        {data && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              Unlocked membership
            </Typography>
            <Box
              component="ul"
              aria-label="Unlocked membership"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
            >
              {data.user_type_unlocked.map((type) => (
                <li key={type.user_type_id}>
                  <Chip
                    label={type.user_type_name}
                    color="primary"
                    variant="outlined"
                    component={Link}
                    href={type.user_type_path}
                    clickable
                  />
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Paper>
      <Box component="section" aria-labelledby="membership-types">
        <Typography id="membership-types" variant="h6" component="h2" gutterBottom>
          All membership types
        </Typography>
        {data ? (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
              gap: 2,
              p: 0,
              m: 0,
              listStyle: 'none',
            }}
          >
            {data.user_type_all.map((type) => (
              <MembershipCard key={type.user_type_id} type={type} />
            ))}
          </Box>
        ) : error ? (
          <LoadFailure
            label="Membership types"
            load={{ error, retry: () => void mutate(), validating: isValidating }}
          />
        ) : (
          <CircularProgress aria-label="Loading" size={24} />
        )}
      </Box>
    </Box>
  );
}
