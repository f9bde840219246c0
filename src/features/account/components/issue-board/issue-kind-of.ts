import type { FirstStep } from '../first-step';
import type { ComponentType } from 'react';
import type { IssueStatus } from '@/contract/account-api-types';
import type { Envelope } from '@/contract/api-types';
import type { AccountEndpoint } from '../../api/account-query';
import { type ApiChatMessage, chatFields } from './chat-fields';
import type {
  IssueAddDialogProps,
  IssueDetail,
  IssueKind,
  IssueTypes,
  PagedEnvelope,
} from './issue-kind';

type OwnId<Stem extends string> = Record<`${Stem}_id`, number>;
type OwnStatus<Stem extends string> = Record<`${Stem}_status_id`, IssueStatus>;
type OwnTime<Stem extends string> = Record<`${Stem}_addTime`, string>;
/** An issue as an issue API names its own fields: `<stem>_id`, `_status_id`, `_addTime`. */
type ApiIssue<Stem extends string> = OwnId<Stem> & OwnStatus<Stem> & OwnTime<Stem>;

type MessageList<M extends string> = Record<`${M}_all`, ApiChatMessage<M>[]>;

/** The issue types of an issue API named after `Stem` (issues) and `M` (their messages). */
interface NamedIssueTypes<
  Stem extends string,
  M extends string,
  Issue extends ApiIssue<Stem>,
  All extends PagedEnvelope & Record<`${Stem}_all`, Issue[]>,
> extends IssueTypes {
  all: All;
  issue: Issue;
  messages: Envelope<MessageList<M>>;
  sent: Envelope<Partial<Record<`${M}_find`, ApiChatMessage<M>>>>;
}

/** What a kind of issue says of its own (issue-kind.ts); the rest follows the API's naming. */
interface IssueKindSpec<T extends IssueTypes> {
  listLabel: string;
  firstStep: FirstStep;
  title: (issue: T['issue']) => string;
  /** The card's other lines; those with an empty value are left out. */
  details: (issue: T['issue']) => IssueDetail[];
  endpoints: {
    list: AccountEndpoint<T['all']>;
    messages: AccountEndpoint<T['messages']>;
    send: AccountEndpoint<T['sent']>;
    end: AccountEndpoint;
  };
  sendBody: (issue: T['issue'], content: string) => Record<string, unknown>;
  announce: boolean;
  AddDialog: ComponentType<IssueAddDialogProps<T['all']>>;
}

/**
 * A kind of issue from its spec: the list's issues are `<stem>_all`, an issue's id, status and
 * time its `<stem>_id`, `_status_id` and `_addTime` (the chat's and End's query name the id
 * so too), the chat is `<messages>_all` and a send answers the stored `<messages>_find`.
 */
export function issueKindOf<
  Stem extends string,
  M extends string,
  Issue extends ApiIssue<Stem>,
  All extends PagedEnvelope & Record<`${Stem}_all`, Issue[]>,
>(
  stem: Stem,
  messagesPrefix: M,
  spec: IssueKindSpec<NamedIssueTypes<Stem, M, Issue, All>>,
): IssueKind<NamedIssueTypes<Stem, M, Issue, All>> {
  const { toChat, fromChat } = chatFields(messagesPrefix);
  const idParam = `${stem}_id` as const;
  const list = `${messagesPrefix}_all` as const;
  const found = `${messagesPrefix}_find` as const;
  const id = (issue: OwnId<Stem>) => issue[idParam];
  const idQuery = (issue: OwnId<Stem>) => ({ [idParam]: id(issue) });
  const messagesOf = (response: MessageList<M> | undefined) => response?.[list] ?? [];
  return {
    listLabel: spec.listLabel,
    firstStep: spec.firstStep,
    list: spec.endpoints.list,
    issues: (all: Record<`${Stem}_all`, Issue[]>) => all[`${stem}_all`],
    id,
    status: (issue: OwnStatus<Stem>) => issue[`${stem}_status_id`],
    title: spec.title,
    addTime: (issue: OwnTime<Stem>) => issue[`${stem}_addTime`],
    details: (issue) => spec.details(issue).filter((detail) => detail.value.trim() !== ''),
    messages: {
      endpoint: spec.endpoints.messages,
      params: idQuery,
      read: (response: MessageList<M>) => response[list].map(toChat),
      append: (response, message) =>
        ({
          code: response?.code ?? 200,
          msg: response?.msg ?? '',
          [list]: [...messagesOf(response), fromChat(message)],
        }) as Envelope<MessageList<M>>,
    },
    send: {
      endpoint: spec.endpoints.send,
      body: spec.sendBody,
      sent: (response: Partial<Record<`${M}_find`, ApiChatMessage<M>>>) => {
        const stored = response[found];
        return stored ? toChat(stored) : undefined;
      },
      announce: spec.announce,
    },
    end: { endpoint: spec.endpoints.end, params: idQuery },
    AddDialog: spec.AddDialog,
  };
}
