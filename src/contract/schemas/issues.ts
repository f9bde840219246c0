/**
 * The one description of a folder of issue threads (product issues, car issues), as
 * ../vendor-endpoints/endpoint.ts `issueEndpoints` names its five endpoints: the issues'
 * `<key>Add`, `All` and `End`, and their messages' `<messages>All` and `Send`.
 */
import { z } from 'zod';
import type { Envelope } from '../api-types';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { requiredText, idOnly, listQuery, MAX_MESSAGE, recordId } from './fields';
import type { IssueEndpoints } from '../vendor-endpoints/endpoint';
import { apiPage, namedEnvelope, answered, type Operation, type OperationsOf } from './operation';

type Row = Readonly<Record<string, unknown>>;

export interface IssueFolder {
  /** The vendor's prefixes of the issues' and the messages' names (`product_issues`...). */
  readonly issuePrefix: string;
  readonly messagePrefix: string;
  /** One issue in words, e.g. `product issue`. */
  readonly what: string;
  readonly issue: z.ZodObject;
  readonly message: z.ZodObject;
  /** What an issue is about: the customer's products or vehicles, listed by `_all`. */
  readonly subject: {
    readonly idField: string;
    readonly what: string;
    readonly listField: string;
    readonly option: z.ZodObject;
  };
  /** What `_add` takes, and what it says about it. */
  readonly form: z.ZodObject;
  readonly addDescription: string;
  readonly example: {
    readonly subjects: readonly Row[];
    readonly issues: readonly Row[];
    readonly total: number;
    readonly add: { readonly body: Row; readonly added: Row };
    /** An open issue the example ends (not the one it writes to). */
    readonly end: Row;
    /** An issue whose messages the example reads. */
    readonly chat: { readonly issueId: number; readonly messages: readonly Row[] };
    /** A message sent on another open issue. */
    readonly send: { readonly body: Row; readonly sent: Row };
  };
}

/** The five operations of an issue folder (curried as issueEndpoints: answer types first). */
export function issueOperations<
  All extends Envelope,
  Messages extends Envelope,
  Sent extends Envelope,
>() {
  return <K extends string, M extends string>(
    key: K,
    messages: M,
    folder: IssueFolder,
  ): OperationsOf<IssueEndpoints<K, M, All, Messages, Sent>> => {
    const { issuePrefix, messagePrefix, what, subject, example } = folder;
    const issueId = `${issuePrefix}_id`;
    const issueFind = `${issuePrefix}_find`;
    const content = `${messagePrefix}_content`;
    const byId = idOnly(issueId);
    const described: Readonly<Record<string, Operation>> = {
      [`${key}Add`]: {
        summary: `Opens a ${what} on one of the customer’s ${subject.what}s`,
        description: `${folder.addDescription} The issue starts open (status 1) and is answered as \`${issueFind}\`.`,
        auth: 'required',
        body: folder.form,
        response: namedEnvelope({ [issueFind]: folder.issue }),
        codes: [400, 403, 404],
        example: {
          body: example.add.body,
          response: answered('Added successfully', { [issueFind]: example.add.added }),
        },
      },
      [`${key}All`]: {
        summary: `The customer’s ${subject.what}s (the Add dialog’s options) and a page of their ${what}s, newest first`,
        auth: 'required',
        query: listQuery,
        response: namedEnvelope({
          [subject.listField]: z.array(subject.option),
          [`${issuePrefix}_all`]: z.array(folder.issue),
          page: apiPage,
        }),
        codes: [400],
        example: {
          query: { page: 1 },
          response: answered('Success', {
            [subject.listField]: example.subjects,
            [`${issuePrefix}_all`]: example.issues,
            page: { currentPage: 1, total: example.total, listRows: 5 },
          }),
        },
      },
      [`${key}End`]: {
        summary: `Closes an open ${what} of the customer (status 2, Closed)`,
        description: 'A closed issue takes no more messages; closing it again answers 403.',
        auth: 'required',
        query: byId,
        response: namedEnvelope({ [issueFind]: folder.issue }),
        codes: [400, 403, 404],
        example: {
          query: { [issueId]: example.end[issueId] as number },
          response: answered('Ended successfully', {
            [issueFind]: { ...example.end, [`${issuePrefix}_status_id`]: 2 },
          }),
        },
      },
      [`${messages}All`]: {
        summary: `The messages of one of the customer’s ${what}s, oldest first`,
        auth: 'required',
        query: byId,
        response: namedEnvelope({ [`${messagePrefix}_all`]: z.array(folder.message) }),
        codes: [400, 403, 404],
        example: {
          query: { [issueId]: example.chat.issueId },
          response: answered('Success', {
            [`${messagePrefix}_all`]: example.chat.messages,
          }),
        },
      },
      [`${messages}Send`]: {
        summary: `Sends a message on an open ${what} of the customer`,
        description: `The ${subject.what} must be the issue’s; a closed issue answers 403. The stored message is answered as \`${messagePrefix}_find\`; a technician answers a moment later.`,
        auth: 'required',
        body: z.object({
          [issueId]: recordId(issueId),
          [subject.idField]: recordId(subject.idField),
          [content]: requiredText(content, ACCOUNT_MESSAGES.messageRequired, MAX_MESSAGE),
        }),
        response: namedEnvelope({ [`${messagePrefix}_find`]: folder.message }),
        codes: [400, 403, 404],
        mockExtensions: [
          {
            field: '*',
            does: 'A simulated technician answers each customer message a moment later (the vendor’s staff answer in person).',
          },
        ],
        example: {
          body: example.send.body,
          response: answered('Sent successfully', {
            [`${messagePrefix}_find`]: example.send.sent,
          }),
        },
      },
    };
    // The answers' schemas are built from `issue`, `message` and the subject's option, of which
    // the answer types are inferred (../account-api-types.ts); the keys are `key`'s and `messages`'.
    return described as unknown as OperationsOf<IssueEndpoints<K, M, All, Messages, Sent>>;
  };
}
