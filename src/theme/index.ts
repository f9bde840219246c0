import { createTheme } from '@mui/material/styles';
import { BREAKPOINT } from '@/config/constants';
import { MuiButton } from './components/button';
import { MuiContainer } from './components/container';
import { MuiButtonBase } from './components/focus';
import { palette } from './palette';
import { typography } from './typography';

export const theme = createTheme({
  palette,
  typography,
  breakpoints: {
    // md starts above the spec's mobile width, lg above the desktop-header width.
    values: {
      xs: 0,
      sm: 600,
      md: BREAKPOINT.mobile + 1,
      lg: BREAKPOINT.desktopHeader + 1,
      xl: 1440,
    },
  },
  components: { MuiButton, MuiButtonBase, MuiContainer },
});
