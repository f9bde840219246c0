/**
 * What Next's image optimizer may produce (next.config.ts) and what `Picture` asks it for:
 * one list for both, because the optimizer answers 400 to any width or quality not listed.
 */

/**
 * Widths for pictures sized by the viewport (`sizes` in vw): phone to 2x desktop, in steps of
 * 20-30 % past 640 (a candidate a little larger than needed costs a few kB of AVIF; each one
 * more costs ~110 bytes of HTML for every picture of the page). 1920 is the widest: the
 * fixtures' banners are 1920 px wide, most photos 1600 (the optimizer never enlarges).
 */
export const IMAGE_DEVICE_SIZES = [384, 640, 828, 1080, 1280, 1600, 1920] as const;

/** Widths for small fixed-size pictures (thumbnails, logos, cards in a grid). */
export const IMAGE_SIZES = [48, 64, 96, 128, 160, 256] as const;

/**
 * The screens a `sizes`-driven srcset serves: window widths from the narrowest phone to a wide
 * monitor, at 1x and 2x. A srcset offers the widths a browser picks for one of them, and no
 * other (a 3x phone takes the 2x candidate, as fixed-size pictures offer 1x and 2x only).
 */
export const SRCSET_SCREENS = { minWidth: 320, maxWidth: 2560 } as const;

/** The one quality every candidate is encoded at (Next 16 requires the list). */
export const IMAGE_QUALITY = 70;

/**
 * Where the site's own server fetches an API picture for the optimizer. The optimizer
 * fetches on the server, where the browser's API address (NEXT_PUBLIC_API_BASE_URL,
 * `localhost:4000` in Docker and the e2e stack) may not be the API at all; this route
 * fetches from the server's API address (API_BASE_URL) at run time.
 */
export const PICTURE_PROXY_PATH = '/api/pictures';

/** Raster files the optimizer resizes; SVG (icons, logos, QR) is served as is. */
export const RASTER_PICTURE = /\.(jpe?g|png|webp|avif)$/i;

/**
 * `sizes` of the layouts pictures sit in: how wide each is drawn, at most the content
 * width (1280 px), columns splitting at the grid's breakpoints (600, 769, 1025, 1440 px).
 * The browser picks the srcset candidate from them, so they must match the CSS.
 */
export const PICTURE_SIZES = {
  /** Edge to edge: home banners, page heroes, background bands. */
  fullBleed: '100vw',
  /** The content column. */
  content: '(max-width: 1280px) 100vw, 1280px',
  /** Half the content from 769 px (two columns), the full width below. */
  half: '(max-width: 768px) 100vw, (max-width: 1280px) 50vw, 640px',
  /** Three columns from 1025 px, two from 769 px. */
  third: '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, (max-width: 1280px) 34vw, 427px',
  /** The catalogue carousel: 1, 2, 3 then 4 per view (src/components/carousel.tsx). */
  carousel: '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, (max-width: 1366px) 34vw, 320px',
  /** The product grid: 2, 3, 4 then 6 columns (product-grid.tsx). */
  productGrid: '(max-width: 768px) 50vw, (max-width: 1024px) 34vw, (max-width: 1439px) 25vw, 214px',
  /** Function-stock cards beside the 220 px filters: 1, 2, 3 then 4 columns. */
  functionStock:
    '(max-width: 599px) 100vw, (max-width: 768px) 50vw, (max-width: 1439px) 30vw, 265px',
  /** Article cards in the list beside the sidebar: 1, 2 then 3 columns. */
  articleCard:
    '(max-width: 599px) 100vw, (max-width: 768px) 50vw, (max-width: 1024px) 38vw, (max-width: 1280px) 25vw, 320px',
} as const;
