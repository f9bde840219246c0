/**
 * The pages a person (or a script) reviews: every public page kind and every customer page.
 * Shared by `npm run screenshots` and the e2e suite, so a page added here is both looked at
 * and checked.
 */

/** Public pages with fixed paths (an article is added from the API, see `articlePath`). */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/products',
  '/products/code-reader',
  '/products/AD900-Pro-Scan-Tool',
  '/function-stock',
  '/search?type=goods&keywords=scan',
  '/search?type=article&keywords=tool',
  '/compare?products=AD900-Pro-Scan-Tool,AD1000-Max-Diagnostic-Tablet,AD500-OBD2-Scanner',
  '/blogs',
  '/about-us',
  '/about-us/warranty-return',
  '/about-us/privacy-policy',
  '/about-us/service-agreement',
  '/about-us/terms-of-service',
  '/statement',
  '/support',
  '/support/vehicle-coverage',
  '/support/tech-support',
  '/support/downloads',
  '/support/training-center',
  '/support/faqs',
  '/service-center',
  '/contact-us',
  '/where-to-buy',
  '/partnership',
  '/partnership/corporate-purchase',
  '/partnership/become-a-distributor',
  '/partnership/inventers-testers-program',
  '/partnership/ufluencer-program',
  '/login',
];

/** The customer area (/personal-center/...): shown signed in as the demo customer. */
export const ACCOUNT_PAGES: readonly string[] = [
  '/personal-center',
  '/personal-center/user-info',
  '/personal-center/my-tools',
  '/personal-center/services',
  '/personal-center/services/serial-number',
  '/personal-center/services/order',
  '/personal-center/services/product-collection',
  '/personal-center/services/product-issues',
  '/personal-center/services/warranty-claim',
  '/personal-center/services/garage',
  '/personal-center/services/car-issues',
  '/personal-center/membership',
];

/**
 * The key pages: audited by `npm run lighthouse` and held to the HTML budget of
 * e2e/html-budget.spec.ts. `keyPages` adds the newest article after the catalogue pages.
 */
const KEY_PAGES: readonly string[] = [
  '/',
  '/products',
  '/products/code-reader',
  '/products/AD900-Pro-Scan-Tool',
  '/compare?products=AD900-Pro-Scan-Tool,AD1000-Max-Diagnostic-Tablet,AD500-OBD2-Scanner',
  '/search?type=goods&keywords=scan',
  '/blogs',
  '/about-us',
  '/support',
  '/contact-us',
  '/where-to-buy',
  '/login',
];

/** KEY_PAGES with the newest article after the catalogue pages (when there is one). */
export async function keyPages(mockApiUrl: string): Promise<string[]> {
  const article = await articlePath(mockApiUrl);
  return article ? [...KEY_PAGES.slice(0, 5), article, ...KEY_PAGES.slice(5)] : [...KEY_PAGES];
}

/** The newest article's page, so an article is shown whatever the fixtures hold. */
export async function articlePath(mockApiUrl: string): Promise<string | null> {
  const response = await fetch(`${mockApiUrl}/api/articles/articles_all?page=1`);
  const body = (await response.json()) as { articles_qb_all?: { articles_path?: string }[] };
  const first = body.articles_qb_all?.[0]?.articles_path;
  return first ? `/blogs/${first}` : null;
}

/** A file-name-safe name for a page path: `/` → `home`, `/a/b?c=d` → `a-b-c-d`. */
export function pageSlug(pagePath: string): string {
  if (pagePath === '/') return 'home';
  return pagePath
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-+$/, '');
}
