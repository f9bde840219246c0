/** Footer colours: light text on the dark band, links underlined on hover and focus. */
export const FOOTER_BG = '#0f1b2d';
export const FOOTER_TEXT = '#e6ebf2';

export const footerLinkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '3px solid #e8590c', outlineOffset: 2 },
} as const;
