import type {
  ApiCarIssue,
  ApiCarSuggestion,
  CarIssueAllResponse,
  CarSuggestionInput,
  CarSuggestionSendResponse,
  CarSuggestionsResponse,
} from '@/contract/account-api-types';
import type { ChatMessage, IssueKind } from '../components/issue-board/issue-kind';
import { CarIssueAddDialog } from './components/car-issue-add-dialog';
import { CAR_ISSUE_PATHS } from './api/paths';

function toChat(message: ApiCarSuggestion): ChatMessage {
  return {
    id: message.car_suggestions_id,
    content: message.car_suggestions_content,
    addTime: message.car_suggestions_addTime,
    userName: message.user_name,
    userPicture: message.user_picture,
  };
}

function fromChat(message: ChatMessage): ApiCarSuggestion {
  return {
    // An optimistic message has no id yet: a negative one never meets a stored id.
    car_suggestions_id: typeof message.id === 'number' ? message.id : -Date.now(),
    car_suggestions_content: message.content,
    car_suggestions_addTime: message.addTime,
    user_name: message.userName,
    user_picture: message.userPicture,
  };
}

/** The car issues as the issue board runs them. */
export const carIssueKind: IssueKind<{
  all: CarIssueAllResponse;
  issue: ApiCarIssue;
  messages: CarSuggestionsResponse;
  sent: CarSuggestionSendResponse;
}> = {
  listLabel: 'Car issues',
  listPath: CAR_ISSUE_PATHS.all,
  issues: (all) => all.car_issue_all,
  id: (issue) => issue.car_issue_id,
  status: (issue) => issue.car_issue_status_id,
  title: (issue) => issue.car_issue_garage,
  addTime: (issue) => issue.car_issue_addTime,
  details: (issue) =>
    [
      { label: 'Issue', value: issue.car_issue_content },
      { label: 'Symptoms', value: issue.car_issue_symptoms },
      { label: 'Warning light', value: issue.car_issue_faultLight },
      { label: 'Fault code', value: issue.car_issue_faultCode },
    ].filter((detail) => detail.value.trim() !== ''),
  messages: {
    path: CAR_ISSUE_PATHS.messages,
    params: (issue) => ({ car_issue_id: issue.car_issue_id }),
    read: (response) => response.car_suggestions_all.map(toChat),
    append: (response, message) => ({
      code: response?.code ?? 200,
      msg: response?.msg ?? '',
      car_suggestions_all: [...(response?.car_suggestions_all ?? []), fromChat(message)],
    }),
  },
  send: {
    path: CAR_ISSUE_PATHS.send,
    body: (issue, content): CarSuggestionInput & Record<string, unknown> => ({
      garage_id: issue.garage_id,
      car_issue_id: issue.car_issue_id,
      car_suggestions_content: content,
    }),
    sent: (response) =>
      response.car_suggestions_find ? toChat(response.car_suggestions_find) : undefined,
    // A sent message is announced for product issues only.
    announce: false,
  },
  end: {
    path: CAR_ISSUE_PATHS.end,
    params: (issue) => ({ car_issue_id: issue.car_issue_id }),
  },
  AddDialog: CarIssueAddDialog,
};
