import type { SupportPageBase } from '../types';

/** Which of the page's two forms a dialog shows. */
export type TechFormId = 'contact' | 'remote';

/** The tech-support page: some text and two forms in dialogs. */
export interface TechSupportProps extends SupportPageBase {
  /** The category's short introduction (plain text). */
  introduce: string;
  /** The category's details, sanitized ('' for none). */
  detailsHtml: string;
  /** Region names for both forms, read at build time ([] when the call failed: the dialog asks). */
  regions: string[];
}
