import type { PaletteOptions } from '@mui/material/styles';

/**
 * Brand colours: a deep workshop blue with a signal orange for calls to action, and the
 * status colours. Every main colour carries white text at WCAG AA (4.5:1) or better, so
 * MUI's contained buttons, filled alerts and chips pass too (the same values as the CSS
 * tokens of src/styles/globals.css; tests/unit/theme/design-tokens.test.ts checks both).
 */
export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#0b4f9c', dark: '#083a73', light: '#3d7cc4', contrastText: '#ffffff' },
  secondary: { main: '#c2410c', dark: '#9a3412', contrastText: '#ffffff' },
  error: { main: '#c62828', contrastText: '#ffffff' },
  success: { main: '#2e7d32', contrastText: '#ffffff' },
  warning: { main: '#b45309', contrastText: '#ffffff' },
  info: { main: '#0277bd', contrastText: '#ffffff' },
  text: { primary: '#1b1f24', secondary: '#4a5562' },
  background: { default: '#ffffff', paper: '#ffffff' },
  divider: '#e3e7ec',
};
