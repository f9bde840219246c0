/** The content width and gutters of globals.css (--content-max, --gutter) for MUI parts. */
export const CONTENT_MAX = 1280;
export const GUTTER = { xs: 16, sm: 24, lg: 32 } as const;
