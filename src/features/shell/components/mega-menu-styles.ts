/** Links inside the mega sub-menus. */
export const megaLinkSx = {
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { color: 'primary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;
