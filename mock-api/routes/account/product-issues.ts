/**
 * Product issues and their technician chat: the issue routes
 * of issue-routes.ts on the customer's products. The server builds the issue's label
 * (`model | serial | warranty date`) from the chosen product: the `product_issues_content` a
 * client sends is ignored.
 */
import { CARD_ROWS, productOptions } from './records';
import type { DeepReadonly } from '../../store/db';
import type { DbProduct, DbProductIssue, DbProductIssueMessage } from '../../schema/mock-db';
import { issueRoutes } from './issue-routes';
import { inputText } from './owned-routes';
import { PRODUCT_ISSUES_OPERATIONS as operations } from '../../../src/contract/schemas/product-issues';
import type { RouteDef } from '../types';
import type { ApiProductIssueMessage } from '../../../src/contract/account-api-types';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';
import { productLabel } from '../../schema/mock-seed';

export function messageFields(
  message: DeepReadonly<DbProductIssueMessage>,
): ApiProductIssueMessage {
  return {
    product_troubleshootings_id: message.product_troubleshootings_id,
    product_troubleshootings_content: message.product_troubleshootings_content,
    product_troubleshootings_addTime: message.product_troubleshootings_addTime,
    user_name: message.user_name,
    user_picture: message.user_picture,
  };
}

export const productIssueRoutes: RouteDef[] = issueRoutes<
  DbProductIssue,
  DbProductIssueMessage,
  DbProduct,
  { faultLight: string; faultCode: string }
>({
  kind: 'product',
  base: endpointFolder(VENDOR_ENDPOINTS.productIssues.productIssuesAll),
  issuePrefix: 'product_issues',
  messagePrefix: 'product_troubleshootings',
  summaries: {
    list: `The customer's products (options) and product issues, newest first, ${CARD_ROWS} a page (?page=)`,
    add: "Opens an issue on one of the customer's products (product_id, product_issues_faultLight, product_issues_faultCode); the label is built from the product",
    send: 'Sends a message on an open issue of the customer (product_id, product_issues_id, product_troubleshootings_content); a technician answers shortly after',
    end: 'Closes an open issue of the customer (?product_issues_id=)',
    chat: "The messages of one of the customer's issues, oldest first (?product_issues_id=)",
  },
  operations: {
    list: operations.productIssuesAll,
    add: operations.productIssuesAdd,
    send: operations.productTroubleshootingsSend,
    end: operations.productIssuesEnd,
    chat: operations.productTroubleshootingsAll,
  },
  issues: { table: 'product_issues', what: 'product issue', id: (i) => i.product_issues_id },
  messages: {
    table: 'product_issue_messages',
    id: (m) => m.product_troubleshootings_id,
    issueId: (m) => m.product_issues_id,
    fields: messageFields,
    create: ({ id, issueId, content, addTime, author }) => ({
      product_troubleshootings_id: id,
      product_issues_id: issueId,
      product_troubleshootings_content: content,
      product_troubleshootings_addTime: addTime,
      ...author,
    }),
  },
  subjects: {
    table: 'products',
    idField: 'product_id',
    id: (p) => p.product_id,
    what: 'product',
    listField: 'product_all',
    options: productOptions,
  },
  subjectOf: (i) => i.product_id,
  isOpen: (i) => i.product_issues_status_id === 1,
  close: (i) => {
    i.product_issues_status_id = 2;
  },
  readDetails: (input) => ({
    faultLight: inputText(input, 'product_issues_faultLight'),
    faultCode: inputText(input, 'product_issues_faultCode'),
  }),
  create: ({ id, subject, details, addTime, uId }) => ({
    product_issues_id: id,
    product_id: subject.product_id,
    product_issues_content: productLabel(subject),
    product_issues_addTime: addTime,
    product_issues_status_id: 1,
    product_issues_faultLight: details.faultLight,
    product_issues_faultCode: details.faultCode,
    uId,
  }),
});
