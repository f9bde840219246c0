/**
 * A page's key, as the revalidation and the sitemap's publish times name pages. On its own so
 * the start-up code (src/instrumentation.ts, through sitemap-cache.ts) does not bundle the page
 * loaders revalidate-paths.ts needs.
 */

/** A page key: segments decoded, as checkPath gives it (a `?` in a title stays in it). */
export function pageKey(path: string): string {
  const segments = path
    .trim()
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return `/${segments.join('/')}`;
}
