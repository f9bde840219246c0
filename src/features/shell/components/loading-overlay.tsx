import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

const rotate = keyframes`
  0% {
    transform: rotate(0deg);
  }
  100% {
    transform: rotate(360deg);
  }
`;

const dash = keyframes`
  0% {
    stroke-dasharray: 1px, 200px;
    stroke-dashoffset: 0;
  }
  50% {
    stroke-dasharray: 100px, 200px;
    stroke-dashoffset: -15px;
  }
  100% {
    stroke-dasharray: 1px, 200px;
    stroke-dashoffset: -126px;
  }
`;

/** Geometry of MUI's indeterminate CircularProgress (40px, thickness 3.6). */
const SIZE = 44;
const THICKNESS = 3.6;

/**
 * A dimmed screen with a spinner while something loads: what Backdrop and an indeterminate
 * CircularProgress draw, as plain elements and CSS animations. It shows at once (no code to
 * fetch first) and every page's bundle carries no transition or progress component for it.
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
      <Box
        component="span"
        role="progressbar"
        aria-label="Loading"
        sx={{
          display: 'inline-block',
          width: 40,
          height: 40,
          animation: `${rotate} 1.4s linear infinite`,
          '& svg': { display: 'block' },
          '& circle': {
            stroke: 'currentColor',
            strokeDasharray: '80px, 200px',
            strokeDashoffset: 0,
            animation: `${dash} 1.4s ease-in-out infinite`,
          },
        }}
      >
        <svg viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`}>
          <circle
            cx={SIZE}
            cy={SIZE}
            r={(SIZE - THICKNESS) / 2}
            fill="none"
            strokeWidth={THICKNESS}
          />
        </svg>
      </Box>
    </Box>
  );
}
