/** The product issue endpoints. */
import { endpointFolder } from '@/contract/vendor-endpoints/endpoint';
import { PRODUCT_ISSUES_ENDPOINTS } from '@/contract/vendor-endpoints/product-issues';

const BASE = endpointFolder(PRODUCT_ISSUES_ENDPOINTS.productIssuesAll);

export const PRODUCT_ISSUE_PATHS = {
  all: `${BASE}/product_issues_all`,
  add: `${BASE}/product_issues_add`,
  send: `${BASE}/product_troubleshootings_send`,
  end: `${BASE}/product_issues_end`,
  messages: `${BASE}/product_troubleshootings_all`,
} as const;
