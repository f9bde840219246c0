import type { Components, Theme } from '@mui/material/styles';

/** A visible focus ring for keyboard users on every button-like element. */
export const MuiButtonBase: Components<Theme>['MuiButtonBase'] = {
  styleOverrides: {
    root: {
      '&.Mui-focusVisible': { outline: '3px solid #c2410c', outlineOffset: 2 },
    },
  },
};
