import path from 'node:path';
import type { NextConfig } from 'next';
import { ALLOWED_IFRAME_HOSTS } from './src/config/constants';
import {
  IMAGE_DEVICE_SIZES,
  IMAGE_QUALITY,
  IMAGE_SIZES,
  PICTURE_PROXY_PATH,
} from './src/config/images';
import { PUBLIC_API_BASE_URL, TRANSLATE_WIDGET_URL } from './src/config/settings';
import { redirects } from './src/features/routing/redirects';

const isDev = process.env.NODE_ENV !== 'production';
const apiOrigin = new URL(PUBLIC_API_BASE_URL).origin;
const translateOrigin = new URL(TRANSLATE_WIDGET_URL).origin;

/** Video hosts whose players may be embedded: the sanitizer's own list. */
const videoFrameOrigins = ALLOWED_IFRAME_HOSTS.map((host) => `https://${host}`);

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${translateOrigin}${isDev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
  // Emotion writes <style> tags at run time (MUI dialogs, toasts, menus).
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${apiOrigin} ${translateOrigin}`,
  `media-src 'self' ${apiOrigin}`,
  "font-src 'self' data:",
  `connect-src 'self' ${apiOrigin}${isDev ? ' ws:' : ''}`,
  // The API host serves the training center's own video players (a `video_link` of the API host).
  `frame-src ${videoFrameOrigins.join(' ')} ${apiOrigin} ${translateOrigin}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self' " + apiOrigin,
  "object-src 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/**
 * The shared ISR cache (cache-handler.mjs): only with REDIS_URL, read when the server
 * starts; Next's own in-memory copy is off so no instance serves a page another replaced.
 */
const sharedCache: Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> = process.env.REDIS_URL
  ? { cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  // A benchmark builds into a folder of its own (scripts/lib/build-scale-bench.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML (FNV-1a in JavaScript) on every request to
  // an ISR page served from its cache, ~19 % of that request's CPU for home's 75 kB
  // (docs/performance.md, "Where a cached page's request spends its time"). Revalidation
  // by the browser is lost: a revisit downloads the page (gzipped) again.
  generateEtags: false,
  transpilePackages: ['@faker-js/faker'],
  turbopack: {
    resolveAlias: {
      // The footer's code loads after the page in the browser; the server renders it at once.
      '@/features/shell/components/site-footer': {
        browser: './src/features/shell/components/site-footer.browser.tsx',
      },
    },
  },
  experimental: {
    // One Turbopack runtime file for every page (not one per entry). Its per-page inline
    // bootstrap, which the CSP would refuse, is moved to a file by src/pages/_document.tsx.
    turbopackSharedRuntime: true,
  },
  images: {
    // Raster pictures are resized and re-encoded here (src/components/picture.tsx writes the
    // srcset). The optimizer reads them from the site's own proxy route, a local path, and
    // not from the API's public URL: that is the browser's address of the API, which the
    // server may not reach (Docker, or a mock on another port), and the proxy fetches from
    // API_BASE_URL at run time. So no remotePatterns, and no dangerouslyAllowLocalIP for a
    // loopback mock: local paths are fetched in-process, without the private-IP check.
    localPatterns: [{ pathname: `${PICTURE_PROXY_PATH}/uploads/**`, search: '' }],
    remotePatterns: [],
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [...IMAGE_DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    qualities: [IMAGE_QUALITY],
    // Fixture and catalogue photos change rarely; a day spares re-encoding AVIF (slow).
    minimumCacheTTL: 86_400,
  },
  async redirects() {
    return redirects;
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        // HSTS only when the request came over https (directly or through a proxy).
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
        ],
      },
    ];
  },
};

export default nextConfig;
