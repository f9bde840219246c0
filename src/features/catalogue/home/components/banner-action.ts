/**
 * The one call to action of a home banner slide, from its record's link: "Shop now" when it
 * leads to the products, "Learn more" otherwise; none without a link.
 */
export interface BannerAction {
  label: 'Shop now' | 'Learn more';
  href: string;
  /** A link to another site: opened in a new tab. */
  external: boolean;
}

export function bannerAction(url: string): BannerAction | null {
  const href = url.trim();
  if (!href) return null;
  const external = /^https?:\/\//i.test(href);
  const path = external ? '' : href;
  const label = /^\/products(\/|$|\?)/.test(path) ? 'Shop now' : 'Learn more';
  return { label, href, external };
}
