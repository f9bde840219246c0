/**
 * schema.org JSON-LD objects for the head (the Seo component serialises them with `jsonLd`,
 * which escapes `<`). Plain data in, plain objects out: no HTML, no framework.
 */
import { canonicalUrl } from './seo';

const CONTEXT = 'https://schema.org';

/** A schema.org object of the given type: its context and type first, then its fields. */
function thing(type: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { '@context': CONTEXT, '@type': type, ...fields };
}

function absolute(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : canonicalUrl(pathOrUrl);
}

/** Text of an HTML fragment, whitespace collapsed, for descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ProductJsonLdInput {
  name: string;
  /** Absolute URL or site path of the product page. */
  url: string;
  images: string[];
  description?: string;
  sku?: string | number;
  brand?: string;
  /** Selling price; no offer when null or absent. */
  price?: number | null;
  currency?: string;
}

export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const url = absolute(input.url);
  const result = thing('Product', { name: input.name, url });
  const images = [...new Set(input.images.filter(Boolean))];
  if (images.length > 0) result.image = images;
  if (input.description) result.description = input.description;
  if (input.sku !== undefined && input.sku !== '') result.sku = String(input.sku);
  if (input.brand) result.brand = { '@type': 'Brand', name: input.brand };
  if (typeof input.price === 'number' && input.price > 0) {
    result.offers = {
      '@type': 'Offer',
      url,
      price: input.price.toFixed(2),
      priceCurrency: input.currency ?? 'USD',
      availability: `${CONTEXT}/InStock`,
    };
  }
  return result;
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL or site path. */
  url: string;
}

export function breadcrumbJsonLd(items: BreadcrumbItem[]): Record<string, unknown> {
  return thing('BreadcrumbList', {
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.url),
    })),
  });
}

export interface ArticleJsonLdInput {
  title: string;
  /** Absolute URL or site path of the article. */
  url: string;
  author?: string;
  /** `yyyy-MM-dd HH:mm:ss` or ISO; emitted as ISO 8601 when it parses. */
  date?: string;
  image?: string;
  description?: string;
}

function isoDate(value: string): string {
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T') + 'Z');
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function articleJsonLd(input: ArticleJsonLdInput): Record<string, unknown> {
  const url = absolute(input.url);
  const result = thing('Article', {
    headline: input.title,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  });
  if (input.author) result.author = { '@type': 'Person', name: input.author };
  if (input.date) {
    result.datePublished = isoDate(input.date);
  }
  if (input.image) result.image = [input.image];
  if (input.description) result.description = input.description;
  return result;
}
