import type { PaletteOptions } from '@mui/material/styles';

/** Brand colours: a deep workshop blue with a signal orange for calls to action. */
export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#0b4f9c', dark: '#083a73', light: '#3d7cc4', contrastText: '#ffffff' },
  secondary: { main: '#e8590c', dark: '#b84505', contrastText: '#ffffff' },
  text: { primary: '#1b1f24', secondary: '#4a5562' },
  background: { default: '#ffffff', paper: '#ffffff' },
  divider: '#e3e7ec',
};
