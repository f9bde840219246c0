import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** A dimmed screen with a spinner while something loads. */
export function LoadingOverlay() {
  return (
    <Backdrop
      open
      aria-busy="true"
      sx={{ color: 'common.white', zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      <CircularProgress color="inherit" aria-label="Loading" />
    </Backdrop>
  );
}
