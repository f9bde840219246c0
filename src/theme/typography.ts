import type { TypographyVariantsOptions } from '@mui/material/styles';

/** System fonts: nothing to download, nothing shifts while a web font loads. */
export const typography: TypographyVariantsOptions = {
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
  h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
  h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
  // The same scale as src/styles/typography.module.css: no light heading.
  h4: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
  h5: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35 },
  h6: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4 },
  button: { textTransform: 'none', fontWeight: 600 },
};
