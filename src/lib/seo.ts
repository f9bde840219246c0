/** The SEO rules of the spec: title, keywords, description, canonical and og fields. */
import { DEFAULT_SEO } from '@/config/constants';
import { SITE_URL } from '@/config/settings';

export interface SeoFields {
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL. */
  canonical: string;
  /** Absolute picture URL for og:image, or ''. */
  image: string;
  type: 'website' | 'article' | 'product';
}

export interface SeoSource {
  seoTitle?: string | null;
  name?: string | null;
  seoKeywords?: string | null;
  seoDescription?: string | null;
  /** The page's path, e.g. `/products/code-reader`. */
  path: string;
  image?: string | null;
  type?: SeoFields['type'];
}

function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** The SEO title if there is one, else the page name plus the site title, else the site title. */
export function pageTitle(source: Pick<SeoSource, 'seoTitle' | 'name'>, siteTitle: string): string {
  const seoTitle = clean(source.seoTitle);
  if (seoTitle) return seoTitle;
  const name = clean(source.name);
  const site = clean(siteTitle);
  if (name && site && name !== site) return `${name} - ${site}`;
  return name || site;
}

export function canonicalUrl(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] || '/';
  const normalised = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : '/';
  return normalised === '/' ? SITE_URL : `${SITE_URL}${normalised}`;
}

export function buildSeo(source: SeoSource, siteTitle: string): SeoFields {
  return {
    title: pageTitle(source, siteTitle),
    description: clean(source.seoDescription) || DEFAULT_SEO.description,
    keywords: clean(source.seoKeywords) || DEFAULT_SEO.keywords,
    canonical: canonicalUrl(source.path),
    image: source.image ?? '',
    type: source.type ?? 'website',
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no tag can close it. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
