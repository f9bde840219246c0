/** The customer's product issues and their technician chat under /api/ProductIssues/. */
import { z } from 'zod';
import type {
  ProductIssueAllResponse,
  ProductIssueMessagesResponse,
  ProductIssueSendResponse,
} from '../account-api-types';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { apiProductIssue, apiProductIssueMessage, apiProductOption } from './account-payloads';
import { MAX_TEXT, chosenId, optionalText } from './fields';
import { issueOperations } from './issues';
import { operations } from './operation';

/** A new product issue: the product (required) and what the customer saw. */
export const productIssueForm = z.object({
  product_id: chosenId('product_id', ACCOUNT_MESSAGES.productRequired),
  product_issues_faultLight: optionalText('product_issues_faultLight', MAX_TEXT),
  product_issues_faultCode: optionalText('product_issues_faultCode', MAX_TEXT),
  product_issues_content: optionalText('product_issues_content', MAX_TEXT).meta({
    description: 'The product label; the server builds it from the product whatever is sent.',
  }),
});

const tablet = {
  product_id: 4,
  goods_model_name: 'AD1200 Elite Diagnostic Tablet',
  product_serialNumber: 'AD1E2312218933',
  product_warrantyPeriod: '2026/02/05',
};
const wifi = {
  product_issues_id: 5,
  product_id: 4,
  product_issues_content: 'AD1200 Elite Diagnostic Tablet | AD1E2312218933 | 2026/02/05',
  product_issues_addTime: '2026/04/09 07:37:58',
  product_issues_status_id: 1,
  product_issues_faultLight: 'Wi-Fi icon grey',
  product_issues_faultCode: 'NET-2001',
};
const touch = {
  ...wifi,
  product_issues_id: 9,
  product_issues_addTime: '2026/05/29 19:41:15',
  product_issues_faultLight: 'Touchscreen does not respond in the lower half',
  product_issues_faultCode: '',
};
const customer = { user_name: 'Elmira Ebert', user_picture: '/uploads/avatars/user-1.svg' };

export const PRODUCT_ISSUES_OPERATIONS = operations(
  issueOperations<
    ProductIssueAllResponse,
    ProductIssueMessagesResponse,
    ProductIssueSendResponse
  >()('productIssues', 'productTroubleshootings', {
    issuePrefix: 'product_issues',
    messagePrefix: 'product_troubleshootings',
    what: 'product issue',
    issue: apiProductIssue,
    message: apiProductIssueMessage,
    subject: {
      idField: 'product_id',
      what: 'product',
      listField: 'product_all',
      option: apiProductOption,
    },
    form: productIssueForm,
    addDescription:
      'The product must be the customer’s; the issue’s label (`model | serial | warranty date`) is built from it.',
    example: {
      subjects: [tablet],
      issues: [touch, wifi],
      total: 7,
      add: {
        body: {
          product_id: 4,
          product_issues_faultLight: 'Screen flickers',
          product_issues_faultCode: 'E-2002',
        },
        added: {
          ...wifi,
          product_issues_id: 10,
          product_issues_addTime: '2026/05/31 09:12:00',
          product_issues_faultLight: 'Screen flickers',
          product_issues_faultCode: 'E-2002',
        },
      },
      end: touch,
      chat: {
        issueId: 5,
        messages: [
          {
            product_troubleshootings_id: 19,
            product_troubleshootings_content:
              'The tool cannot connect to my shop Wi-Fi (NET-2001), other devices work fine.',
            product_troubleshootings_addTime: '2026/04/09 10:05:58',
            ...customer,
          },
          {
            product_troubleshootings_id: 20,
            product_troubleshootings_content:
              'Could you tell us the security type of the network (WPA2, WPA3) and whether it uses a captive portal page?',
            product_troubleshootings_addTime: '2026/04/10 01:34:58',
            user_name: '',
            user_picture: '/uploads/avatars/customer-service.svg',
          },
        ],
      },
      send: {
        body: {
          product_issues_id: 5,
          product_id: 4,
          product_troubleshootings_content: 'It is WPA3, without a captive portal.',
        },
        sent: {
          product_troubleshootings_id: 36,
          product_troubleshootings_content: 'It is WPA3, without a captive portal.',
          product_troubleshootings_addTime: '2026/05/31 09:12:00',
          ...customer,
        },
      },
    },
  }),
);
