import type { Components, Theme } from '@mui/material/styles';
import { CONTENT_MAX, GUTTER } from '../layout';

/**
 * Every MUI Container (the dashboard frame) gets the site's one content width and gutters,
 * whatever maxWidth it asks for, so it lines up with the public pages.
 */
export const MuiContainer: Components<Theme>['MuiContainer'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      maxWidth: CONTENT_MAX + 2 * GUTTER.xs,
      paddingLeft: GUTTER.xs,
      paddingRight: GUTTER.xs,
      [theme.breakpoints.up('sm')]: {
        maxWidth: CONTENT_MAX + 2 * GUTTER.sm,
        paddingLeft: GUTTER.sm,
        paddingRight: GUTTER.sm,
      },
      [theme.breakpoints.up(1200)]: {
        maxWidth: CONTENT_MAX + 2 * GUTTER.lg,
        paddingLeft: GUTTER.lg,
        paddingRight: GUTTER.lg,
      },
    }),
  },
};
