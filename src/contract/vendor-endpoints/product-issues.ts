/** The vendor endpoints under /api/ProductIssues/ (the whole list: ../endpoints.ts). */
import type {
  ProductIssueAllResponse,
  ProductIssueMessagesResponse,
  ProductIssueSendResponse,
} from '../account-api-types';
import { issueEndpoints } from './endpoint';

export const PRODUCT_ISSUES_ENDPOINTS = issueEndpoints<
  ProductIssueAllResponse,
  ProductIssueMessagesResponse,
  ProductIssueSendResponse
>()('/api/ProductIssues', 'productIssues', 'productTroubleshootings');
