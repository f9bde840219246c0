/**
 * Product issues and their technician chat (spec 3, sections 3, 4, 5 and 7).
 *
 * A customer reads and changes only their own issues (another's id answers 403, an unknown
 * one 404). An issue is open (1, Processing) until the customer ends it (2, Closed); a closed
 * issue takes no more messages. The server builds the issue's label (`model | serial |
 * warranty date`) from the chosen product: the `product_issues_content` a client sends is
 * ignored. After each customer message a technician answers a moment later
 * (mock-api/technician.ts).
 *
 * The small body and query readers here are shared with car-issues.ts and warranty.ts.
 */
import { ACCOUNT_MESSAGES } from '../../src/features/account/messages';
import type { ApiProductIssueMessage, ApiProductOption } from '../../src/lib/account-api-types';
import { bodyObject } from '../account-forms';
import { CARD_ROWS, formatDayTime, ownRecord, ownRows, withoutOwner } from '../account-records';
import type { DeepReadonly } from '../db';
import type { Database, DbProduct, DbProductIssue, DbProductIssueMessage } from '../db-schema';
import { ApiError, CODE } from '../envelope';
import { nextId, paginate } from '../records';
import { MAX_TEXT, id, page, validateQuery, yup } from '../validate';
import { type RouteDef, requireSession } from './types';

type Body = Record<string, unknown>;
type Data = DeepReadonly<Database>;

/** Longest chat message, issue description or symptom text. */
export const MAX_MESSAGE = 2000;

export const ISSUE_MSG = {
  added: 'Added successfully',
  sent: 'Sent successfully',
  ended: 'Ended successfully',
  closed: 'This issue is closed: no more messages can be sent',
  alreadyClosed: 'This issue is already closed',
} as const;

function fail(msg: string, code: number = CODE.badRequest): never {
  throw new ApiError(code, msg);
}

/** The request body as an object (a list or text answers 400). */
export function readBody(body: unknown): Body {
  return bodyObject(body);
}

/**
 * An id in a body: absent, null, '' or 0 (nothing chosen) answers `requiredMsg`; a number or
 * numeric text is accepted; anything else answers "must be a number".
 */
export function readId(body: Body, name: string, requiredMsg = `${name} is required`): number {
  const value = body[name];
  if (value === undefined || value === null || value === 0) fail(requiredMsg);
  let number: number;
  if (typeof value === 'number') {
    number = value;
  } else if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === '0') fail(requiredMsg);
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) fail(`${name} must be a number`);
    number = Number(trimmed);
  } else {
    fail(`${name} must be a number`);
  }
  if (!Number.isInteger(number)) fail(`${name} must be a whole number`);
  if (number < 1) fail(`${name} must be 1 or more`);
  if (number > 2_147_483_647) fail(`${name} is too large`);
  return number;
}

/**
 * A text field, trimmed: absent or null gives '' (or `requiredMsg` when given, as does a
 * blank value); another type or more than `max` characters fails.
 */
export function readText(body: Body, name: string, max: number, requiredMsg?: string): string {
  const value = body[name];
  if (value === undefined || value === null) {
    if (requiredMsg) fail(requiredMsg);
    return '';
  }
  if (typeof value !== 'string') fail(`${name} must be text`);
  const trimmed = value.trim();
  if (requiredMsg && trimmed === '') fail(requiredMsg);
  if (trimmed.length > max) fail(`${name} must be at most ${max} characters`);
  return trimmed;
}

/** An id in the query string (`?name=12`): missing or not a whole number answers 400. */
export async function queryId(query: unknown, name: string): Promise<number> {
  const schema = yup.object({ [name]: id(name).required(`${name} is required`) });
  const values = await validateQuery(schema, query);
  return values[name] as number;
}

/** `?page=` (1 by default). */
export async function queryPage(query: unknown): Promise<number> {
  const values = await validateQuery(yup.object({ page: page() }), query);
  return values.page;
}

/** The customer's products as the Add dialogs list them, newest first. */
export function productOptions(data: Data, uId: number): ApiProductOption[] {
  return ownRows<DbProduct>(data.products ?? [], uId, (p) => p.product_id).map((p) => ({
    product_id: p.product_id,
    goods_model_name: p.goods_model_name,
    product_serialNumber: p.product_serialNumber,
    product_warrantyPeriod: p.product_warrantyPeriod,
  }));
}

/** The label of an issue's product: `model | serial | warranty date`. */
export function productLabel(product: DeepReadonly<DbProduct>): string {
  return [product.goods_model_name, product.product_serialNumber, product.product_warrantyPeriod]
    .map((part) => part.trim())
    .join(' | ');
}

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

const issueId = (issue: DeepReadonly<DbProductIssue>) => issue.product_issues_id;

function ownIssue(data: Data, uId: number, id: number): DeepReadonly<DbProductIssue> {
  return ownRecord(data.product_issues ?? [], uId, id, issueId, 'product issue');
}

const BASE = '/api/ProductIssues';

export const productIssueRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${BASE}/product_issues_all`,
    auth: true,
    summary: `The customer's products (options) and product issues, newest first, ${CARD_ROWS} a page (?page=)`,
    handler: async (args) => {
      const { user } = requireSession(args);
      const pageNumber = await queryPage(args.req.query);
      const data = args.ctx.db.data;
      const issues = ownRows<DbProductIssue>(data.product_issues ?? [], user.uId, issueId);
      const { page: pageInfo, rows } = paginate(issues, pageNumber, CARD_ROWS);
      return {
        product_all: productOptions(data, user.uId),
        product_issues_all: rows.map(withoutOwner),
        page: pageInfo,
      };
    },
  },
  {
    method: 'POST',
    path: `${BASE}/product_issues_add`,
    auth: true,
    summary:
      "Opens an issue on one of the customer's products (product_id, product_issues_faultLight, product_issues_faultCode); the label is built from the product",
    handler: async (args) => {
      const { user } = requireSession(args);
      const body = readBody(args.req.body);
      const productId = readId(body, 'product_id', ACCOUNT_MESSAGES.productRequired);
      const faultLight = readText(body, 'product_issues_faultLight', MAX_TEXT);
      const faultCode = readText(body, 'product_issues_faultCode', MAX_TEXT);
      const now = args.ctx.now();
      const issue = await args.ctx.db.update((draft) => {
        const product = ownRecord(
          draft.products ?? [],
          user.uId,
          productId,
          (p) => p.product_id,
          'product',
        );
        draft.product_issues ??= [];
        const record: DbProductIssue = {
          product_issues_id: nextId(draft.product_issues, issueId),
          product_id: product.product_id,
          product_issues_content: productLabel(product),
          product_issues_addTime: formatDayTime(now),
          product_issues_status_id: 1,
          product_issues_faultLight: faultLight,
          product_issues_faultCode: faultCode,
          uId: user.uId,
        };
        draft.product_issues.push(record);
        return record;
      });
      return { msg: ISSUE_MSG.added, product_issues_find: withoutOwner(issue) };
    },
  },
  {
    method: 'POST',
    path: `${BASE}/product_troubleshootings_send`,
    auth: true,
    summary:
      'Sends a message on an open issue of the customer (product_id, product_issues_id, product_troubleshootings_content); a technician answers shortly after',
    handler: async (args) => {
      const { user } = requireSession(args);
      const body = readBody(args.req.body);
      const id = readId(body, 'product_issues_id');
      const productId = readId(body, 'product_id');
      const content = readText(
        body,
        'product_troubleshootings_content',
        MAX_MESSAGE,
        ACCOUNT_MESSAGES.messageRequired,
      );
      const now = args.ctx.now();
      const message = await args.ctx.db.update((draft) => {
        const issue = ownIssue(draft, user.uId, id);
        if (issue.product_id !== productId) {
          fail(`product_id ${productId} is not the product of this issue`);
        }
        if (issue.product_issues_status_id !== 1) fail(ISSUE_MSG.closed, CODE.forbidden);
        draft.product_issue_messages ??= [];
        const record: DbProductIssueMessage = {
          product_troubleshootings_id: nextId(
            draft.product_issue_messages,
            (m) => m.product_troubleshootings_id,
          ),
          product_issues_id: issue.product_issues_id,
          product_troubleshootings_content: content,
          product_troubleshootings_addTime: formatDayTime(now),
          user_name: user.uName.trim() || user.uEmail,
          user_picture: user.uPicture,
        };
        draft.product_issue_messages.push(record);
        return record;
      });
      args.ctx.technician.scheduleReply('product', id);
      return { msg: ISSUE_MSG.sent, product_troubleshootings_find: messageFields(message) };
    },
  },
  {
    method: 'GET',
    path: `${BASE}/product_issues_end`,
    auth: true,
    summary: 'Closes an open issue of the customer (?product_issues_id=)',
    handler: async (args) => {
      const { user } = requireSession(args);
      const id = await queryId(args.req.query, 'product_issues_id');
      const issue = await args.ctx.db.update((draft) => {
        const found = ownIssue(draft, user.uId, id) as DbProductIssue;
        if (found.product_issues_status_id !== 1) fail(ISSUE_MSG.alreadyClosed, CODE.forbidden);
        found.product_issues_status_id = 2;
        return found;
      });
      return { msg: ISSUE_MSG.ended, product_issues_find: withoutOwner(issue) };
    },
  },
  {
    method: 'GET',
    path: `${BASE}/product_troubleshootings_all`,
    auth: true,
    summary: "The messages of one of the customer's issues, oldest first (?product_issues_id=)",
    handler: async (args) => {
      const { user } = requireSession(args);
      const id = await queryId(args.req.query, 'product_issues_id');
      const data = args.ctx.db.data;
      ownIssue(data, user.uId, id);
      const messages = (data.product_issue_messages ?? [])
        .filter((m) => m.product_issues_id === id)
        .sort((a, b) => a.product_troubleshootings_id - b.product_troubleshootings_id);
      return { product_troubleshootings_all: messages.map(messageFields) };
    },
  },
];
