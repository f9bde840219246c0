/** The vendor endpoints under /api/ProductIssues/ (the whole list: ../endpoints.ts). */
import type {
  ProductIssueAllResponse,
  ProductIssueMessagesResponse,
  ProductIssueSendResponse,
} from '../account-api-types';
import { get, post } from './endpoint';

export const PRODUCT_ISSUES_ENDPOINTS = {
  productIssuesAdd: post('/api/ProductIssues/product_issues_add'),
  productIssuesAll: get<ProductIssueAllResponse>('/api/ProductIssues/product_issues_all'),
  productIssuesEnd: get('/api/ProductIssues/product_issues_end'),
  productTroubleshootingsAll: get<ProductIssueMessagesResponse>(
    '/api/ProductIssues/product_troubleshootings_all',
  ),
  productTroubleshootingsSend: post<ProductIssueSendResponse>(
    '/api/ProductIssues/product_troubleshootings_send',
  ),
} as const;
