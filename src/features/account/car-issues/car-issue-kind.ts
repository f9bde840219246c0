import type {
  ApiCarIssue,
  CarIssueAllResponse,
  CarSuggestionInput,
  CarSuggestionSendResponse,
  CarSuggestionsResponse,
} from '@/contract/account-api-types';
import type { IssueKind } from '../components/issue-board/issue-kind';
import { chatFields } from '../components/issue-board/chat-fields';
import { CarIssueAddDialog } from './components/car-issue-add-dialog';
import { CAR_ISSUE_ENDPOINTS } from '@/contract/vendor-endpoints/car-issue';

const { toChat, fromChat } = chatFields('car_suggestions');

/** The car issues as the issue board runs them. */
export const carIssueKind: IssueKind<{
  all: CarIssueAllResponse;
  issue: ApiCarIssue;
  messages: CarSuggestionsResponse;
  sent: CarSuggestionSendResponse;
}> = {
  listLabel: 'Car issues',
  listPath: CAR_ISSUE_ENDPOINTS.carIssueAll.path,
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
    path: CAR_ISSUE_ENDPOINTS.carSuggestionsAll.path,
    params: (issue) => ({ car_issue_id: issue.car_issue_id }),
    read: (response) => response.car_suggestions_all.map(toChat),
    append: (response, message) => ({
      code: response?.code ?? 200,
      msg: response?.msg ?? '',
      car_suggestions_all: [...(response?.car_suggestions_all ?? []), fromChat(message)],
    }),
  },
  send: {
    path: CAR_ISSUE_ENDPOINTS.carSuggestionsSend.path,
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
    path: CAR_ISSUE_ENDPOINTS.carIssueEnd.path,
    params: (issue) => ({ car_issue_id: issue.car_issue_id }),
  },
  AddDialog: CarIssueAddDialog,
};
