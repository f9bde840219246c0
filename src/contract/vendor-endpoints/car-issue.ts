/** The vendor endpoints under /api/CarIssue/ (the whole list: ../endpoints.ts). */
import type {
  CarIssueAllResponse,
  CarSuggestionSendResponse,
  CarSuggestionsResponse,
} from '../account-api-types';
import { get, post } from './endpoint';

export const CAR_ISSUE_ENDPOINTS = {
  carIssueAdd: post('/api/CarIssue/car_issue_add'),
  carIssueAll: get<CarIssueAllResponse>('/api/CarIssue/car_issue_all'),
  carIssueEnd: get('/api/CarIssue/car_issue_end'),
  carSuggestionsAll: get<CarSuggestionsResponse>('/api/CarIssue/car_suggestions_all'),
  carSuggestionsSend: post<CarSuggestionSendResponse>('/api/CarIssue/car_suggestions_send'),
} as const;
