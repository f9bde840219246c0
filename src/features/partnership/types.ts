/** Props the partnership pages share (reshaped from the API on the server). */

/** The top of a partnership page: its category's name, introduction and banner picture. */
export interface PartnershipHeader {
  name: string;
  introduce: string;
  /** Absolute picture URL, '' when the category has none. */
  banner: string;
}

/** One FAQ entry, its answer already sanitized. */
export interface FaqItem {
  id: number;
  question: string;
  /** Sanitized HTML. */
  answerHtml: string;
}
