import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

/**
 * A dimmed screen with a spinner while something loads. The dimmed screen is what Backdrop
 * draws, fading in with CSS: no transition code in every page's bundle, and it shows at once.
 * (CircularProgress costs nothing extra: IconButton and the header already need it.)
 */
export function LoadingOverlay() {
  return (
    <Box
      aria-busy="true"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
        color: 'common.white',
        WebkitTapHighlightColor: 'transparent',
        animation: `${fadeIn} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeInOut}`,
      })}
    >
      <CircularProgress color="inherit" aria-label="Loading" />
    </Box>
  );
}
