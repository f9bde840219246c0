/** The product issue endpoints. */
import { endpointFolder, VENDOR_ENDPOINTS } from '@/contract/endpoints';

const BASE = endpointFolder(VENDOR_ENDPOINTS.productIssues.productIssuesAll);

export const PRODUCT_ISSUE_PATHS = {
  all: `${BASE}/product_issues_all`,
  add: `${BASE}/product_issues_add`,
  send: `${BASE}/product_troubleshootings_send`,
  end: `${BASE}/product_issues_end`,
  messages: `${BASE}/product_troubleshootings_all`,
} as const;
