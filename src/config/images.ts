/**
 * What Next's image optimizer may produce (next.config.ts) and what `Picture` asks it for:
 * one list for both, because the optimizer answers 400 to any width or quality not listed.
 */

/** Widths for pictures sized by the viewport (`sizes` in vw): phone to 2x desktop. */
export const IMAGE_DEVICE_SIZES = [384, 480, 640, 750, 828, 1080, 1280, 1600, 1920, 2048] as const;

/** Widths for small fixed-size pictures (thumbnails, logos, cards in a grid). */
export const IMAGE_SIZES = [48, 64, 96, 128, 160, 256] as const;

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
