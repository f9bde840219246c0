import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';

/** The matrix, loaded only where it shows (the garage page, an opened passport). */
export const LazyCoverageMatrix = dynamic(() => import('./coverage-matrix'), {
  loading: () => (
    <Skeleton variant="rounded" height={96} role="progressbar" aria-label="Loading the coverage" />
  ),
});
