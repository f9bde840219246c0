import type { SupportPageBase } from '../types';

/** Placeholder props: the page's issue replaces them (STUB, issue 5). */
export type TechSupportProps = SupportPageBase;
