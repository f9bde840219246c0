import type {
  ApiProductIssue,
  ProductIssueAllResponse,
  ProductIssueMessageInput,
  ProductIssueMessagesResponse,
  ProductIssueSendResponse,
} from '@/contract/account-api-types';
import type { IssueKind } from '../components/issue-board/issue-kind';
import { chatFields } from '../components/issue-board/chat-fields';
import { ProductIssueAddDialog } from './components/product-issue-add-dialog';
import { PRODUCT_ISSUES_ENDPOINTS } from '@/contract/vendor-endpoints/product-issues';

const { toChat, fromChat } = chatFields('product_troubleshootings');

/** The product issues as the issue board runs them. */
export const productIssueKind: IssueKind<{
  all: ProductIssueAllResponse;
  issue: ApiProductIssue;
  messages: ProductIssueMessagesResponse;
  sent: ProductIssueSendResponse;
}> = {
  listLabel: 'Product issues',
  listPath: PRODUCT_ISSUES_ENDPOINTS.productIssuesAll.path,
  issues: (all) => all.product_issues_all,
  id: (issue) => issue.product_issues_id,
  status: (issue) => issue.product_issues_status_id,
  title: (issue) => issue.product_issues_content,
  addTime: (issue) => issue.product_issues_addTime,
  details: (issue) =>
    [
      { label: 'Fault light', value: issue.product_issues_faultLight },
      { label: 'Fault code', value: issue.product_issues_faultCode },
    ].filter((detail) => detail.value.trim() !== ''),
  messages: {
    path: PRODUCT_ISSUES_ENDPOINTS.productTroubleshootingsAll.path,
    params: (issue) => ({ product_issues_id: issue.product_issues_id }),
    read: (response) => response.product_troubleshootings_all.map(toChat),
    append: (response, message) => ({
      code: response?.code ?? 200,
      msg: response?.msg ?? '',
      product_troubleshootings_all: [
        ...(response?.product_troubleshootings_all ?? []),
        fromChat(message),
      ],
    }),
  },
  send: {
    path: PRODUCT_ISSUES_ENDPOINTS.productTroubleshootingsSend.path,
    body: (issue, content): ProductIssueMessageInput & Record<string, unknown> => ({
      product_id: issue.product_id,
      product_issues_id: issue.product_issues_id,
      product_troubleshootings_content: content,
    }),
    sent: (response) =>
      response.product_troubleshootings_find
        ? toChat(response.product_troubleshootings_find)
        : undefined,
    // A sent product issue message shows the server's msg.
    announce: true,
  },
  end: {
    path: PRODUCT_ISSUES_ENDPOINTS.productIssuesEnd.path,
    params: (issue) => ({ product_issues_id: issue.product_issues_id }),
  },
  AddDialog: ProductIssueAddDialog,
};
