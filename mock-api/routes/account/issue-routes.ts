/**
 * Issues and their technician chat, one implementation for
 * the product issues and the car issues, configured per table.
 *
 * A customer reads and changes only their own issues (another's id answers 403, an unknown
 * one 404). An issue is open (1, Processing) until the customer ends it (2, Closed); a closed
 * issue takes no more messages. The server builds the issue's label from the chosen subject
 * (a product or a vehicle): the label a client sends is ignored. After each customer message
 * a technician answers a moment later (mock-api/routes/account/technician.ts).
 *
 * Names follow the vendor's, from the issue prefix (`product_issues`, `car_issue`) and the
 * message prefix (`product_troubleshootings`, `car_suggestions`):
 *
 * | route | answer |
 * | --- | --- |
 * | GET `${issue}_all` `?page` | the subjects (options), `${issue}_all` (5 a page), `page` |
 * | POST `${issue}_add` `{subject id, ...details}` | `msg`, `${issue}_find` |
 * | POST `${message}_send` `{subject id, ${issue}_id, ${message}_content}` | `msg`, `${message}_find` |
 * | GET `${issue}_end` `?${issue}_id` | `msg`, `${issue}_find` |
 * | GET `${message}_all` `?${issue}_id` | `${message}_all`, oldest first |
 */
import { fail } from '../../http/body-fields';
import {
  CARD_ROWS,
  draftRows,
  ownRecord,
  ownRows,
  tableRows,
  type TableOf,
  withoutOwner,
} from './records';
import { formatDayTime } from '../../schema/day-time';
import type { DeepReadonly } from '../../store/db';
import type { Database } from '../../schema/mock-db';
import type { HttpMethod } from '../endpoints';
import { CODE } from '../../http/envelope';
import { accountRoute, inputNumber, inputText } from './owned-routes';
import type { Operation } from '../../../src/contract/schemas/operation';
import { nextId, paginate } from '../../store/queries';
import type { IssueKind } from '../../http/route-context';
import { type RouteDef, requireSession } from '../types';

type Data = DeepReadonly<Database>;
type Input = Readonly<Record<string, unknown>>;
/** A row as read (from the database) or as changed (in a draft). */
type Either<Row> = Row | DeepReadonly<Row>;

export const ISSUE_MSG = {
  added: 'Added successfully',
  sent: 'Sent successfully',
  ended: 'Ended successfully',
  closed: 'This issue is closed: no more messages can be sent',
  alreadyClosed: 'This issue is already closed',
} as const;

/** Who wrote a message: the customer's name (their e-mail when blank) and picture. */
export interface MessageAuthor {
  user_name: string;
  user_picture: string;
}

/** A new issue's parts; `label` is built from the subject. */
export interface NewIssue<Subject, Details> {
  id: number;
  subject: Subject;
  details: Details;
  addTime: string;
  uId: number;
}

/** A new message's parts. */
export interface NewMessage {
  id: number;
  issueId: number;
  content: string;
  addTime: string;
  author: MessageAuthor;
}

export interface IssueTableConfig<Issue, Message, Subject, Details> {
  /** Whose technician answers (mock-api/routes/account/technician.ts). */
  kind: IssueKind;
  /** The route folder, e.g. `/api/ProductIssues`. */
  base: string;
  /** The vendor's prefixes of the issue and message names (see above). */
  issuePrefix: string;
  messagePrefix: string;
  summaries: { list: string; add: string; send: string; end: string; chat: string };
  /** The documented operations, whose schemas read each route's input. */
  operations: { list: Operation; add: Operation; send: Operation; end: Operation; chat: Operation };
  issues: { table: TableOf<Issue>; what: string; id: (issue: Either<Issue>) => number };
  messages: {
    table: TableOf<Message>;
    id: (message: Either<Message>) => number;
    issueId: (message: Either<Message>) => number;
    /** A message as it leaves the server. */
    fields: (message: Either<Message>) => object;
    create: (parts: NewMessage) => Message;
  };
  /** The product or vehicle an issue is about. */
  subjects: {
    table: TableOf<Subject>;
    /** Its id field, in the rows, the issues and the requests (`product_id`, `garage_id`). */
    idField: string;
    id: (subject: Either<Subject>) => number;
    /** In the 403, 404 and "not the ... of this issue" messages. */
    what: string;
    /** The list's options, answered as `listField`. */
    listField: string;
    options: (data: Data, uId: number) => unknown[];
  };
  /** The issue's subject id and whether it is open (status 1). */
  subjectOf: (issue: Either<Issue>) => number;
  isOpen: (issue: Either<Issue>) => boolean;
  close: (issue: Issue) => void;
  /** The Add dialog's other fields, as the operation's schema read them. */
  readDetails: (input: Input) => Details;
  create: (parts: NewIssue<Subject, Details>) => Issue;
}

/** The five routes of an issue table, in the order list, add, send, end, chat. */
export function issueRoutes<
  Issue extends { uId: number },
  Message,
  Subject extends { uId: number },
  Details,
>(config: IssueTableConfig<Issue, Message, Subject, Details>): RouteDef[] {
  const { base, issuePrefix, messagePrefix, issues, messages, subjects } = config;
  const issueIdField = `${issuePrefix}_id`;
  const issueFind = `${issuePrefix}_find`;
  const { operations } = config;
  const route = (
    method: HttpMethod,
    path: string,
    summary: string,
    operation: Operation,
    handler: Parameters<typeof accountRoute>[4],
  ) => accountRoute(method, `${base}/${path}`, summary, operation, handler);
  const ownIssue = <Row extends Either<Issue>>(rows: readonly Row[], uId: number, id: number) =>
    ownRecord(rows, uId, id, issues.id, issues.what);

  return [
    route('GET', `${issuePrefix}_all`, config.summaries.list, operations.list, (args) => {
      const { user } = requireSession(args);
      const pageNumber = inputNumber(args.input, 'page');
      const data = args.ctx.db.data;
      const own = ownRows<Issue>(tableRows<Issue>(data, issues.table), user.uId, issues.id);
      const { page, rows } = paginate(own, pageNumber, CARD_ROWS);
      return {
        [subjects.listField]: subjects.options(data, user.uId),
        [`${issuePrefix}_all`]: rows.map(withoutOwner),
        page,
      };
    }),
    route('POST', `${issuePrefix}_add`, config.summaries.add, operations.add, async (args) => {
      const { user } = requireSession(args);
      const subjectId = inputNumber(args.input, subjects.idField);
      const details = config.readDetails(args.input);
      const now = args.ctx.now();
      const issue = await args.ctx.db.update((draft) => {
        const subject = ownRecord(
          draftRows<Subject>(draft, subjects.table),
          user.uId,
          subjectId,
          subjects.id,
          subjects.what,
        );
        const rows = draftRows<Issue>(draft, issues.table);
        const record = config.create({
          id: nextId(rows, issues.id),
          subject,
          details,
          addTime: formatDayTime(now),
          uId: user.uId,
        });
        rows.push(record);
        return record;
      });
      return { msg: ISSUE_MSG.added, [issueFind]: withoutOwner(issue) };
    }),
    route('POST', `${messagePrefix}_send`, config.summaries.send, operations.send, async (args) => {
      const { user } = requireSession(args);
      const id = inputNumber(args.input, issueIdField);
      const subjectId = inputNumber(args.input, subjects.idField);
      const content = inputText(args.input, `${messagePrefix}_content`);
      const now = args.ctx.now();
      // Wrapped: the record's generic type does not survive `await` unwrapped.
      const { message } = await args.ctx.db.update((draft) => {
        const issue = ownIssue(draftRows<Issue>(draft, issues.table), user.uId, id);
        if (config.subjectOf(issue) !== subjectId) {
          fail(`${subjects.idField} ${subjectId} is not the ${subjects.what} of this issue`);
        }
        if (!config.isOpen(issue)) fail(ISSUE_MSG.closed, CODE.forbidden);
        const rows = draftRows<Message>(draft, messages.table);
        const record = messages.create({
          id: nextId(rows, messages.id),
          issueId: issues.id(issue),
          content,
          addTime: formatDayTime(now),
          author: { user_name: user.uName.trim() || user.uEmail, user_picture: user.uPicture },
        });
        rows.push(record);
        return { message: record };
      });
      args.ctx.technician.scheduleReply(config.kind, id);
      return { msg: ISSUE_MSG.sent, [`${messagePrefix}_find`]: messages.fields(message) };
    }),
    route('GET', `${issuePrefix}_end`, config.summaries.end, operations.end, async (args) => {
      const { user } = requireSession(args);
      const id = inputNumber(args.input, issueIdField);
      const issue = await args.ctx.db.update((draft) => {
        const found = ownIssue(draftRows<Issue>(draft, issues.table), user.uId, id);
        if (!config.isOpen(found)) fail(ISSUE_MSG.alreadyClosed, CODE.forbidden);
        config.close(found);
        return found;
      });
      return { msg: ISSUE_MSG.ended, [issueFind]: withoutOwner(issue) };
    }),
    route('GET', `${messagePrefix}_all`, config.summaries.chat, operations.chat, (args) => {
      const { user } = requireSession(args);
      const id = inputNumber(args.input, issueIdField);
      const data = args.ctx.db.data;
      ownIssue(tableRows<Issue>(data, issues.table), user.uId, id);
      const chat = tableRows<Message>(data, messages.table)
        .filter((m) => messages.issueId(m) === id)
        .sort((a, b) => messages.id(a) - messages.id(b));
      return { [`${messagePrefix}_all`]: chat.map(messages.fields) };
    }),
  ];
}
