import type { ConfigBlock } from '@/lib/site-types';

/** One quantity → price pair of a bulk-price product. */
export interface BulkPrice {
  /** e.g. "10-49 units". */
  quantity: string;
  /** e.g. "$279.00". */
  price: string;
}

/** A product of the carousel: picture, title and its bulk prices. */
export interface BulkProduct {
  id: number;
  title: string;
  /** Absolute URL, '' for none. */
  picture: string;
  prices: BulkPrice[];
}

/** An FAQ entry: the question and its answer, sanitized on the server. */
export interface CorporateFaq {
  id: number;
  question: string;
  answerHtml: string;
}

/** A step of a bulk order (configs 50-53): the quote form's header and "How It Works". */
export interface QuoteStep {
  id: number;
  title: string;
  picture: string;
  /** What happens at this step (sanitized HTML, '' for none). */
  html: string;
}

/**
 * The corporate purchase page, reshaped on the server. Every
 * block is optional: a config the CMS lacks or hides is null (or left out of its list).
 */
export interface CorporatePurchaseProps {
  id: number;
  name: string;
  /** The category's introduction (plain text, '' for none). */
  introduce: string;
  /** The banner picture (absolute URL, '' for none). */
  banner: string;
  /** Config 36, above the tiles. */
  tilesTitle: ConfigBlock | null;
  /** Configs 37-42 that are visible, in id order. */
  tiles: ConfigBlock[];
  /** Config 43, above the two-column block. */
  columnsTitle: ConfigBlock | null;
  /** Configs 44-47 that are visible, in id order. */
  columns: ConfigBlock[];
  /** Config 48, above the product carousel. */
  productsTitle: ConfigBlock | null;
  products: BulkProduct[];
  /** Config 49, between the carousel and the FAQ: the title of the steps. */
  faqLeadTitle: ConfigBlock | null;
  faqs: CorporateFaq[];
  /** Configs 50-53 that are visible: the quote form's steps. */
  steps: QuoteStep[];
}
