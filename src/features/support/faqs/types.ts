import type { SupportPageBase } from '../types';

export interface FaqOption {
  id: number;
  name: string;
}

export interface FaqItem {
  id: number;
  question: string;
  /** Sanitized on the server (the page's build, or the site's /api/support/faqs). */
  answerHtml: string;
}

export interface FaqList {
  items: FaqItem[];
  total: number;
  pageSize: number;
}

/** The list's filters; 0 and '' are "all". */
export interface FaqFilters {
  categoryId: number;
  typeId: number;
  keyword: string;
  page: number;
}

/** FAQs: banner, heading, category and type selects, keyword search, questions. */
export interface FaqsProps extends SupportPageBase {
  introduce: string;
  /** The FAQ category's own banner ('' for none). */
  banner: string;
  categories: FaqOption[];
  /** Every type (the types of one category are asked for when it is chosen). */
  types: FaqOption[];
  /** Page 1 of every FAQ, in the static HTML. */
  initial: FaqList;
}
