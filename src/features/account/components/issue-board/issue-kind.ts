/**
 * What differs between the product issues and the car issues:
 * the entries, the field names and the Add dialog. One board (issue-board.tsx) runs both from
 * an adapter of this shape; the rules (status, chat, End Issue) are the board's.
 */
import type { KeyEndpoint } from '@/lib/api-key';
import type { FirstStep } from '../first-step';
import type { ComponentType } from 'react';
import type { Query } from '@/lib/api-client';
import type { IssueStatus } from '@/contract/account-api-types';
import type { ApiPage, Envelope } from '@/contract/api-types';
import type { AccountEndpoint } from '../../api/account-query';

export type PagedEnvelope = Envelope<{ page: ApiPage }>;

/** A chat message, whichever kind of issue it belongs to. */
export interface ChatMessage {
  id: number | string;
  content: string;
  /** yyyy/MM/dd HH:mm:ss. */
  addTime: string;
  /** '' for a technician (shown as Customer Service). */
  userName: string;
  userPicture: string;
}

/** A line of an issue card: "Fault code: P0301". */
export interface IssueDetail {
  label: string;
  value: string;
}

export interface IssueAddDialogProps<All> {
  open: boolean;
  onClose: () => void;
  /** After a successful add (the dialog has reset itself). */
  onAdded: () => void;
  /** The list endpoint's answer: the dialog's options. */
  all: All | undefined;
  /** The reads an add revalidates. */
  revalidate: readonly KeyEndpoint[];
}

/**
 * The four types a kind of issue is built from, as one type parameter: the list's answer,
 * one issue, the chat's answer and the send's answer.
 */
export interface IssueTypes {
  all: PagedEnvelope;
  issue: unknown;
  messages: Envelope;
  sent: Envelope;
}

export interface IssueKind<T extends IssueTypes> {
  /** "Product issues", "Car issues": the list's accessible name. */
  listLabel: string;
  /** What the empty board tells a new customer to do first (its button opens Add). */
  firstStep: FirstStep;
  /** The list endpoint (GET with ?page=). */
  list: AccountEndpoint<T['all']>;
  issues: (all: T['all']) => T['issue'][];
  id: (issue: T['issue']) => number;
  status: (issue: T['issue']) => IssueStatus;
  /** The card's title: the product label or the vehicle label. */
  title: (issue: T['issue']) => string;
  addTime: (issue: T['issue']) => string;
  /** The card's other lines, as given (empty values are left out). */
  details: (issue: T['issue']) => IssueDetail[];
  messages: {
    endpoint: AccountEndpoint<T['messages']>;
    params: (issue: T['issue']) => Query;
    read: (response: T['messages']) => ChatMessage[];
    /** The answer with one more message (the optimistic update and the stored message). */
    append: (response: T['messages'] | undefined, message: ChatMessage) => T['messages'];
  };
  send: {
    endpoint: AccountEndpoint<T['sent']>;
    body: (issue: T['issue'], content: string) => Record<string, unknown>;
    /** The stored message the send answers, if it says. */
    sent: (response: T['sent']) => ChatMessage | undefined;
    /** Whether a sent message shows the server's msg as a success toast. */
    announce: boolean;
  };
  end: {
    endpoint: AccountEndpoint;
    params: (issue: T['issue']) => Query;
  };
  AddDialog: ComponentType<IssueAddDialogProps<T['all']>>;
}

export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  1: 'Processing',
  2: 'Closed',
};

/** A technician's reply carries no user name. */
export const TECHNICIAN_NAME = 'Customer Service';

/** `yyyy/MM/dd HH:mm:ss` of a local time (the optimistic message's time). */
export function formatDayTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Newest first: by add time, then by id (the API's times have one-second steps). */
export function newestFirst<Issue>(
  issues: readonly Issue[],
  addTime: (issue: Issue) => string,
  id: (issue: Issue) => number,
): Issue[] {
  return [...issues].sort((a, b) => addTime(b).localeCompare(addTime(a)) || id(b) - id(a));
}
