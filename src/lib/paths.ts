/** Every internal link of the site, built in one place (docs/architecture.md, "Routes"). */
import { goodsSlug } from './format';
import { REDIRECT_PARAM } from './redirect-param';

export const paths = {
  home: () => '/',
  /** The sign-in page; `redirect` (a path on this site) is where sign-in returns to. */
  login: (redirect?: string) =>
    redirect && redirect !== '/'
      ? `/login?${new URLSearchParams({ [REDIRECT_PARAM]: redirect }).toString()}`
      : '/login',
  /** The spec's terms page: the distributor programme's terms (the distributor form links it). */
  statement: () => '/statement',
  /**
   * The customer terms page (sign-up and bind consent) when the category tree does not name
   * it (src/features/auth/terms-path.ts).
   */
  termsOfService: () => '/about-us/terms-of-service',
  privacyPolicy: () => '/about-us/privacy-policy',
  /** Binding an e-mail after Google sign-in; `code` comes from the API. */
  association: () => '/association',
  serviceCenter: () => '/service-center',
  /** The dealer finder. */
  whereToBuy: () => '/where-to-buy',
  faqs: () => '/support/faqs',
  /** Tech support; with a VIN, its Contact Tech Support form opens with the VIN filled in. */
  techSupport: (vin?: string) =>
    vin
      ? `/support/tech-support?${new URLSearchParams({ vin }).toString()}`
      : '/support/tech-support',
  trainingCenter: () => '/support/training-center',
  contactUs: () => '/contact-us',
  products: () => '/products',
  product: (goodsTitle: string) => `/products/${encodeURIComponent(goodsSlug(goodsTitle))}`,
  blogs: () => '/blogs',
  article: (articlesPath: string) => `/blogs/${encodeURIComponent(articlesPath)}`,
  /** Products and articles for the keywords; the type (when given) is the tab it opens on. */
  search: (type: SearchType | null, keywords: string) =>
    `/search?${new URLSearchParams(type ? { type, keywords } : { keywords }).toString()}`,
  personalCenter: () => '/personal-center/user-info',
} as const;

export type SearchType = 'goods' | 'article';

/** The path part of a router asPath: no query, no hash, no trailing slash. */
export function pathOnly(asPath: string): string {
  const path = asPath.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
