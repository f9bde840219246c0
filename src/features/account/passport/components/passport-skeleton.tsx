import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

/** Cards' outlines while the lists load. */
export function PassportSkeletons({ count = 2 }: { count?: number }) {
  return (
    <Box role="status" aria-label="Loading your tools" sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Skeleton variant="rounded" width={64} height={64} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="50%" />
              <Skeleton width="30%" />
            </Box>
          </Box>
          <Skeleton width="80%" />
          <Skeleton width="65%" />
          <Skeleton width="40%" />
        </Paper>
      ))}
    </Box>
  );
}
