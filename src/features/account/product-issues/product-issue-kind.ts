import type {
  ApiProductIssue,
  ProductIssueAllResponse,
  ProductIssueMessageInput,
} from '@/contract/account-api-types';
import { FIRST_STEPS } from '../first-steps';
import { issueKindOf } from '../components/issue-board/issue-kind-of';
import { ProductIssueAddDialog } from './components/product-issue-add-dialog';
import { PRODUCT_ISSUES_ENDPOINTS } from '@/contract/vendor-endpoints/product-issues';

/** The product issues as the issue board runs them. */
export const productIssueKind = issueKindOf<
  'product_issues',
  'product_troubleshootings',
  ApiProductIssue,
  ProductIssueAllResponse
>('product_issues', 'product_troubleshootings', {
  listLabel: 'Product issues',
  firstStep: FIRST_STEPS.productIssue,
  title: (issue) => issue.product_issues_content,
  details: (issue) => [
    { label: 'Fault light', value: issue.product_issues_faultLight },
    { label: 'Fault code', value: issue.product_issues_faultCode },
  ],
  endpoints: {
    list: PRODUCT_ISSUES_ENDPOINTS.productIssuesAll,
    messages: PRODUCT_ISSUES_ENDPOINTS.productTroubleshootingsAll,
    send: PRODUCT_ISSUES_ENDPOINTS.productTroubleshootingsSend,
    end: PRODUCT_ISSUES_ENDPOINTS.productIssuesEnd,
  },
  sendBody: (issue, content): ProductIssueMessageInput & Record<string, unknown> => ({
    product_id: issue.product_id,
    product_issues_id: issue.product_issues_id,
    product_troubleshootings_content: content,
  }),
  // A sent product issue message shows the server's msg.
  announce: true,
  AddDialog: ProductIssueAddDialog,
});
