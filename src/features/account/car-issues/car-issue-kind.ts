import type {
  ApiCarIssue,
  CarIssueAllResponse,
  CarSuggestionInput,
} from '@/contract/account-api-types';
import { FIRST_STEPS } from '../first-steps';
import { issueKindOf } from '../components/issue-board/issue-kind-of';
import { CarIssueAddDialog } from './components/car-issue-add-dialog';
import { CAR_ISSUE_ENDPOINTS } from '@/contract/vendor-endpoints/car-issue';

/** The car issues as the issue board runs them. */
export const carIssueKind = issueKindOf<
  'car_issue',
  'car_suggestions',
  ApiCarIssue,
  CarIssueAllResponse
>('car_issue', 'car_suggestions', {
  listLabel: 'Car issues',
  firstStep: FIRST_STEPS.carIssue,
  title: (issue) => issue.car_issue_garage,
  details: (issue) => [
    { label: 'Issue', value: issue.car_issue_content },
    { label: 'Symptoms', value: issue.car_issue_symptoms },
    { label: 'Warning light', value: issue.car_issue_faultLight },
    { label: 'Fault code', value: issue.car_issue_faultCode },
  ],
  endpoints: {
    list: CAR_ISSUE_ENDPOINTS.carIssueAll,
    messages: CAR_ISSUE_ENDPOINTS.carSuggestionsAll,
    send: CAR_ISSUE_ENDPOINTS.carSuggestionsSend,
    end: CAR_ISSUE_ENDPOINTS.carIssueEnd,
  },
  sendBody: (issue, content): CarSuggestionInput & Record<string, unknown> => ({
    garage_id: issue.garage_id,
    car_issue_id: issue.car_issue_id,
    car_suggestions_content: content,
  }),
  // A sent message is announced for product issues only.
  announce: false,
  AddDialog: CarIssueAddDialog,
});
